import {
  SampleError,
  TOKEN_BODY,
  TOKEN_PATH,
  followUpComments,
  headerValue,
  noAnswers,
  optionalSettings,
  phpString,
  printsComment,
  route,
  signatureComment,
  type HeaderDialect,
  type LanguageModule,
  type SampleInput,
  type Settings,
  runtimeLine,
  pemComment,
  notificationHashComment,
} from "./core";

/** The PHP of sampleRuntimes or later with the openssl and json extensions; HTTP through streams (no curl extension). */

const dialect: HeaderDialect = {
  vars: {
    timestamp: "$timestamp",
    signature: "$signature",
    clientId: "$clientId",
    externalId: "$externalId",
    channelId: "$channelId",
    accessToken: "$accessToken",
    customerToken: "$customerToken",
  },
  ref: (h, v, bearer) => `'${h.name}: ${bearer ? "Bearer " : ""}' . ${v}`,
  literal: (h) => phpString(`${h.name}: ${h.example}`),
};

/** `$payload->amount->value`, `$payload->items[0]->name`. */
const phpAccess = (path: (string | number)[]) =>
  "$payload" + path.map((p) => (typeof p === "number" ? `[${p}]` : `->${p}`)).join("");

function request(input: SampleInput, s: Settings) {
  const pretty = s.hasBody ? JSON.stringify(input.body, null, 2) : "";
  if (/^\s*JSON\s*$/m.test(pretty))
    throw new SampleError(`${input.name}: the request example contains a line "JSON", which ends a PHP nowdoc`);
  const lines = [
    "<?php",
    `// ${input.summary}: ${route(input)}. ${runtimeLine("php")} with the openssl extension: php ${input.name}.php`,
    `// ${printsComment}`,
    ...followUpComments(s).map((l) => `// ${l}`),
    "",
    `$baseUrl = getenv(${phpString(s.env.baseUrl)}) ?: ${phpString(input.baseUrl)};`,
    `$clientId = getenv(${phpString(s.env.clientId)}) ?: ${phpString(s.clientId)};`,
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) =>
        `${name} = getenv(${phpString(env)}) ?: ${phpString(value)};${comment ? ` // ${comment}` : ""}`,
    ),
    `$privateKey = openssl_pkey_get_private(str_replace('\\n', "\\n", (string) getenv(${phpString(s.env.privateKey)}))); // your RSA private key, ${pemComment}`,
    `$privateKey or exit("Set ${s.env.privateKey} to your RSA private key (PEM text)\\n");`,
    "",
    "/** A time in GMT+7, minutes from now: 2025-03-14T10:15:30+07:00 (X-TIMESTAMP and body times). */",
    "function gmt7(int $minutes = 0): string",
    "{",
    "    return (new DateTime('now', new DateTimeZone('+07:00')))->modify(\"$minutes minutes\")->format('Y-m-d\\TH:i:sP');",
    "}",
    "",
    "/** SHA256withRSA with your private key, base64. */",
    "function sign(string $text, $privateKey): string",
    "{",
    "    openssl_sign($text, $signature, $privateKey, OPENSSL_ALGO_SHA256);",
    "    return base64_encode($signature);",
    "}",
    "",
    "/** Sends a request; returns the status line and the body (error bodies too). */",
    "function send(string $method, string $url, array $headers, string $body): array",
    "{",
    "    $context = stream_context_create(['http' => [",
    "        'method' => $method,",
    "        'header' => implode(\"\\r\\n\", $headers),",
    "        'content' => $body,",
    "        'ignore_errors' => true, // read the body of error responses too",
    "        'timeout' => 30,",
    "    ]]);",
    "    $response = file_get_contents($url, false, $context);",
    "    return [$http_response_header[0] ?? 'no response', (string) $response];",
    "}",
  ];
  if (s.needsToken)
    lines.push(
      "",
      "/** A B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires. */",
      "function getAccessToken(string $baseUrl, string $clientId, $privateKey): string",
      "{",
      "    $timestamp = gmt7();",
      `    [$status, $answer] = send('POST', $baseUrl . '${TOKEN_PATH}', [`,
      "        'Content-Type: application/json',",
      "        'X-TIMESTAMP: ' . $timestamp,",
      "        'X-CLIENT-KEY: ' . $clientId,",
      "        'X-SIGNATURE: ' . sign(\"$clientId|$timestamp\", $privateKey),",
      `    ], ${phpString(TOKEN_BODY)});`,
      '    return json_decode($answer)->accessToken ?? exit("No access token: $status $answer\\n");',
      "}",
      "",
      `$accessToken = getenv(${phpString(s.env.accessToken)}) ?: getAccessToken($baseUrl, $clientId, $privateKey);`,
    );
  lines.push("", `$path = ${phpString(input.path)};`);
  if (s.hasBody) {
    lines.push(
      "// The documented example; the fields marked below are computed now.",
      "$payload = json_decode(<<<'JSON'",
      pretty,
      "JSON);",
    );
    for (const d of s.dynamics)
      lines.push(
        d.kind === "reference"
          ? `${phpAccess(d.path)} = '${d.prefix}-' . (int) (microtime(true) * 1000); // a new reference for each transaction`
          : d.kind === "follow-up"
            ? `${phpAccess(d.path)} = getenv(${phpString(d.env ?? "")}) ?: ${phpString(d.example ?? "")}; // ${d.description ?? ""}`
            : `${phpAccess(d.path)} = gmt7(${d.minutes});`,
      );
    // Strings that quote a reference (a return URL, a title) carry the one just made.
    for (const q of s.derived) {
      const from = s.dynamics.find((d) => d.name === q.name);
      if (from)
        lines.push(
          `${phpAccess(q.path)} = str_replace(${phpString(q.example)}, ${phpAccess(from.path)}, ${phpAccess(q.path)});`,
        );
    }
    lines.push(
      "// Minified JSON: sign and send exactly these bytes.",
      "$body = json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);",
    );
  } else lines.push("$body = '';");
  lines.push("", "// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00", "$timestamp = gmt7();");
  if (s.externalId)
    lines.push(
      "// X-EXTERNAL-ID: numeric, unique per day",
      "$externalId = sprintf('%d%09d', (int) (microtime(true) * 1000), random_int(0, 999999999));",
    );
  lines.push(`// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('$signature = sign("$clientId|$timestamp", $privateKey);');
  else
    lines.push(
      `$signature = sign('${input.method}:' . $path . ':' . hash('sha256', $body) . ':' . $timestamp, $privateKey);`,
    );
  lines.push(
    "",
    `[$status, $response] = send('${input.method}', $baseUrl . $path, [`,
    "    'Content-Type: application/json',",
    ...input.headers.map((h) => `    ${headerValue(h, dialect)},`),
    "], $body);",
    "echo $status, PHP_EOL, $response, PHP_EOL;",
  );
  return { title: `${input.name}.php`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const answer = input.answer ?? noAnswers;
  const code = [
    "<?php",
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. ${runtimeLine("php")} with the openssl extension.`,
    `// Serve it at your notification URL, e.g. locally: php -S localhost:8080 ${input.name}-handler.php`,
    "// Logs each notification it accepts.",
    "",
    `$publicKey = openssl_pkey_get_public(str_replace('\\n', "\\n", (string) getenv(${phpString(s.env.publicKey)}))); // ${input.product.name}'s public key, ${pemComment}`,
    "",
    "function answer(int $status, string $code, string $message): void",
    "{",
    "    http_response_code($status);",
    "    header('Content-Type: application/json');",
    "    echo json_encode(['responseCode' => $code, 'responseMessage' => $message]);",
    "}",
    "",
    "$notification = json_decode((string) file_get_contents('php://input'));",
    "if (!is_object($notification)) {",
    `    answer(400, '${answer.invalidFormat}', 'Invalid Field Format');`,
    "    exit;",
    "}",
    "// Key order kept, no whitespace, strings as sent",
    "$minified = json_encode($notification, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION);",
    "$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);",
    "$timestamp = $_SERVER['HTTP_X_TIMESTAMP'] ?? '';",
    `// ${notificationHashComment}`,
    "$signed = 'POST:' . $path . ':' . hash('sha256', $minified) . ':' . $timestamp;",
    "$signature = base64_decode($_SERVER['HTTP_X_SIGNATURE'] ?? '', true);",
    "if ($publicKey === false || $signature === false || openssl_verify($signed, $signature, $publicKey, OPENSSL_ALGO_SHA256) !== 1) {",
    `    answer(401, '${answer.unauthorized}', 'Unauthorized. Signature');`,
    "    exit;",
    "}",
    "// Record the result once (the same notification can arrive again), then answer.",
    "error_log('notification ' . $minified);",
    `answer(200, '${answer.success}', 'Successful');`,
  ].join("\n");
  return { title: `${input.name}-handler.php`, code };
}

export const php: LanguageModule = { language: "php", request, notification };
