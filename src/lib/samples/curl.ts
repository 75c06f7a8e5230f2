import {
  TOKEN_BODY,
  TOKEN_PATH,
  followUpComments,
  headerValue,
  markedInJson,
  optionalSettings,
  printsComment,
  route,
  shellQuote,
  signatureComment,
  snakeOfCamel,
  type HeaderDialect,
  type LanguageModule,
  type SampleInput,
  type Settings,
  pemComment,
} from "./core";

/** bash, curl and openssl: the signature made by `openssl dgst`, the key read from the environment. */

const dialect: HeaderDialect = {
  vars: {
    timestamp: "$TIMESTAMP",
    signature: "$SIGNATURE",
    clientId: "$CLIENT_ID",
    externalId: "$EXTERNAL_ID",
    channelId: "$CHANNEL_ID",
    accessToken: "$ACCESS_TOKEN",
    customerToken: "$CUSTOMER_TOKEN",
  },
  ref: (_h, v, bearer) => (bearer ? `Bearer ${v}` : v),
  literal: (h) => h.example.replace(/["$`\\]/g, "\\$&"),
};

const shellName = (name: string) => snakeOfCamel(name).toUpperCase();

/**
 * `gmt7 MINUTES`: a time in GMT+7. `TZ=UTC-7` is POSIX for "7 hours ahead of UTC" and needs no
 * time-zone database; `date -d @…` is GNU date, `date -r …` the BSD/macOS one.
 */
const gmt7Function = [
  "# gmt7 MINUTES: a time in GMT+7, MINUTES from now, e.g. 2025-03-14T10:15:30+07:00",
  "gmt7() {",
  "  local t=$(( $(date +%s) + ${1:-0} * 60 ))",
  '  TZ=UTC-7 date -d "@$t" +%Y-%m-%dT%H:%M:%S+07:00 2>/dev/null || TZ=UTC-7 date -r "$t" +%Y-%m-%dT%H:%M:%S+07:00',
  "}",
];

function request(input: SampleInput, s: Settings) {
  const lines = [
    "#!/usr/bin/env bash",
    `# ${input.summary}: ${route(input)} (needs bash, curl and openssl)`,
    `# ${printsComment}`,
    ...followUpComments(s).map((l) => `# ${l}`),
    "set -euo pipefail",
    "",
    `BASE_URL="\${${s.env.baseUrl}:-${input.baseUrl}}"`,
    `CLIENT_ID="\${${s.env.clientId}:-${s.clientId}}"`,
    `PRIVATE_KEY="\${${s.env.privateKey}:?set it to your RSA private key, PEM text}" # export ${s.env.privateKey}="$(cat private_key.pem)"`,
    // Shell variables are assigned without their `$`.
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) => `${name.slice(1)}="\${${env}:-${value}}"${comment ? ` # ${comment}` : ""}`,
    ),
    "",
    ...gmt7Function,
    `# sign TEXT: SHA256withRSA with your private key, base64. printf %b: the key is ${pemComment}.`,
    "sign() {",
    "  printf '%s' \"$1\" | openssl dgst -sha256 -sign <(printf '%b\\n' \"$PRIVATE_KEY\") | openssl base64 -A",
    "}",
  ];
  if (s.needsToken)
    lines.push(
      "",
      "# A B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires.",
      "get_access_token() {",
      "  local timestamp",
      '  timestamp="$(gmt7)"',
      `  curl -sS -X POST "$BASE_URL${TOKEN_PATH}" -H 'Content-Type: application/json' \\`,
      '    -H "X-TIMESTAMP: $timestamp" -H "X-CLIENT-KEY: $CLIENT_ID" -H "X-SIGNATURE: $(sign "$CLIENT_ID|$timestamp")" \\',
      `    --data-raw ${shellQuote(TOKEN_BODY)} | sed -n 's/.*"accessToken" *: *"\\([^"]*\\)".*/\\1/p'`,
      "}",
      `ACCESS_TOKEN="\${${s.env.accessToken}:-$(get_access_token)}"`,
      '[ -n "$ACCESS_TOKEN" ] || { echo "No access token: check the client id and key" >&2; exit 1; }',
    );
  lines.push("", `URL_PATH=${shellQuote(input.path)}`);
  for (const d of s.dynamics)
    lines.push(
      d.kind === "reference"
        ? `${shellName(d.name)}="${d.prefix}-$(date +%s)$(printf '%03d' $((RANDOM % 1000)))" # a new reference for each transaction`
        : d.kind === "follow-up"
          ? `${shellName(d.name)}="\${${d.env ?? ""}:-${d.example ?? ""}}" # ${d.description ?? ""}`
          : `${shellName(d.name)}="$(gmt7 ${d.minutes})"`,
    );
  if (s.hasBody) {
    // The computed fields are spliced into the single-quoted JSON: '…"'"$VALID_UP_TO"'"…', and
    // into the strings that quote them: '…"Order '"$PARTNER_REFERENCE_NO"'"…'.
    const text = shellQuote(JSON.stringify(s.template)).replace(
      markedInJson,
      (_, name: string) => `'"$${shellName(name)}"'`,
    );
    lines.push("# The minified JSON body: sign and send exactly these bytes.", `BODY=${text}`);
  }
  lines.push("", "# X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00", 'TIMESTAMP="$(gmt7)"');
  if (s.externalId)
    lines.push(
      "# X-EXTERNAL-ID: numeric, unique per day",
      'EXTERNAL_ID="$(date +%s)$(printf \'%05d%05d\' "$RANDOM" "$RANDOM")"',
    );
  lines.push(`# String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('SIGNATURE="$(sign "$CLIENT_ID|$TIMESTAMP")"');
  else
    lines.push(
      `BODY_HASH="$(printf '%s' "${s.hasBody ? "$BODY" : ""}" | openssl dgst -sha256 -hex | sed 's/^.*= //')"`,
      `SIGNATURE="$(sign "${input.method}:$URL_PATH:$BODY_HASH:$TIMESTAMP")"`,
    );
  lines.push("");
  const args = [
    `curl -sS -w '\\nHTTP %{http_code}\\n' -X ${input.method} "$BASE_URL$URL_PATH"`,
    `-H 'Content-Type: application/json'`,
    ...input.headers.map((h) => `-H "${h.name}: ${headerValue(h, dialect)}"`),
  ];
  if (s.hasBody) args.push('--data-raw "$BODY"');
  lines.push(args.join(" \\\n  "));
  return { title: `${input.name}.sh`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const partner = input.headers.find((h) => h.role === "partner-id")?.example ?? s.clientId;
  const code = [
    "#!/usr/bin/env bash",
    `# Sends a test ${input.summary} to your endpoint, signed the way ${input.product.name} signs it.`,
    "# Sign with the private key of a test key pair and let your handler verify with its public key.",
    "# Prints your handler's answer.",
    "set -euo pipefail",
    "",
    `NOTIFY_URL="\${NOTIFY_URL:-http://localhost:8080${input.path}}"`,
    'TEST_PRIVATE_KEY="${TEST_PRIVATE_KEY:?set it to a test private key, PEM text}" # export TEST_PRIVATE_KEY="$(cat test_private_key.pem)"',
    'URL_PATH="/${NOTIFY_URL#*://*/}" # the path of your notification URL is part of the signature',
    "",
    `BODY=${shellQuote(s.bodyText)}`,
    'TIMESTAMP="$(TZ=UTC-7 date +%Y-%m-%dT%H:%M:%S+07:00)" # TZ=UTC-7 is POSIX for GMT+7',
    "# String to sign: POST:<path>:<lowercase hex SHA-256 of the minified body>:<X-TIMESTAMP>",
    "BODY_HASH=\"$(printf '%s' \"$BODY\" | openssl dgst -sha256 -hex | sed 's/^.*= //')\"",
    `# printf %b: the key is ${pemComment}.`,
    'SIGNATURE="$(printf \'%s\' "POST:$URL_PATH:$BODY_HASH:$TIMESTAMP" | openssl dgst -sha256 -sign <(printf \'%b\\n\' "$TEST_PRIVATE_KEY") | openssl base64 -A)"',
    "",
    [
      'curl -sS -X POST "$NOTIFY_URL"',
      "-H 'Content-Type: application/json'",
      '-H "X-TIMESTAMP: $TIMESTAMP"',
      '-H "X-SIGNATURE: $SIGNATURE"',
      `-H 'X-PARTNER-ID: ${partner}'`,
      `-H "X-EXTERNAL-ID: $(date +%s)$(printf '%05d%05d' "$RANDOM" "$RANDOM")"`,
      `-H 'CHANNEL-ID: ${s.channelId}'`,
      '--data-raw "$BODY"',
    ].join(" \\\n  "),
  ].join("\n");
  return { title: `send-test-${input.name}.sh`, code };
}

export const curl: LanguageModule = { language: "bash", request, notification };
