<?php
// Finds syntax and functions newer than a PHP version in the files named on the command line;
// prints [{file, line, message}] as JSON (file: the argument's index).
$version = $argv[1];
$newerFunctions = [
    'array_is_list' => '8.1', 'enum_exists' => '8.1', 'fsync' => '8.1', 'fdatasync' => '8.1',
    'memory_reset_peak_usage' => '8.2', 'ini_parse_quantity' => '8.2', 'openssl_cipher_key_length' => '8.2',
    'json_validate' => '8.3', 'mb_str_pad' => '8.3', 'str_increment' => '8.3', 'str_decrement' => '8.3',
    'array_find' => '8.4', 'array_any' => '8.4', 'array_all' => '8.4', 'mb_trim' => '8.4',
];
$found = [];
foreach (array_slice($argv, 2) as $index => $file) {
    $tokens = array_values(array_filter(
        token_get_all(file_get_contents($file)),
        fn($t) => !is_array($t) || !in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)
    ));
    $line = 1;
    foreach ($tokens as $i => $t) {
        if (is_array($t)) {
            $line = $t[2];
        }
        $newer = function ($since, $what) use (&$found, $index, &$line, $version) {
            if (version_compare($since, $version, '>')) {
                $found[] = ['file' => $index, 'line' => $line, 'message' => "$what needs PHP $since"];
            }
        };
        $prev = $tokens[$i - 1] ?? null;
        $next = $tokens[$i + 1] ?? null;
        if (is_array($t) && $t[0] === T_ENUM) {
            $newer('8.1', 'enum');
        } elseif (is_array($t) && $t[0] === T_READONLY) {
            $newer('8.1', 'readonly');
        } elseif (is_array($t) && $t[0] === T_ELLIPSIS && $prev === '(' && $next === ')') {
            $newer('8.1', 'first-class callable syntax');
        } elseif (is_array($t) && $t[0] === T_LNUMBER && preg_match('/^0[oO]/', $t[1])) {
            $newer('8.1', 'the 0o octal prefix');
        } elseif (is_array($t) && $t[0] === T_STRING && strtolower($t[1]) === 'never' && $prev === ':') {
            $newer('8.1', 'the never return type');
        } elseif (is_array($t) && $t[0] === T_STRING && $next === '(' && isset($newerFunctions[strtolower($t[1])])
            && !(is_array($prev) && in_array($prev[0], [T_FUNCTION, T_OBJECT_OPERATOR, T_DOUBLE_COLON], true))) {
            $newer($newerFunctions[strtolower($t[1])], $t[1] . '()');
        }
    }
}
echo json_encode($found);
