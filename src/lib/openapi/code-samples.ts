import type { ApiType, HttpMethod, SampleLanguage } from "./types";

/**
 * Code samples generated from an operation (CONTENT.md: request examples in several languages,
 * each showing how the signature headers are computed). Calls to the API sign the request with
 * the merchant's private key (SHA256withRSA): access-token calls sign `<client id>|<X-TIMESTAMP>`,
 * service calls sign `<METHOD>:<path>:<hex SHA-256 of the minified body>:<X-TIMESTAMP>`.
 * For notifications, the samples are the merchant's side: a handler that verifies the signature
 * with the provider's public key and answers, and a cURL script that sends a signed test delivery.
 *
 * Every sample reads its settings from environment variables with the documented example as the
 * default, so it runs as published (tests run the Node.js and cURL samples against a stub server).
 */

export type SampleJson = string | number | boolean | null | SampleJson[] | { [key: string]: SampleJson };

export type HeaderRole =
  | "timestamp"
  | "signature"
  | "client-key"
  | "partner-id"
  | "external-id"
  | "channel-id"
  | "authorization"
  | "authorization-customer"
  | "literal";

export interface SampleHeader {
  name: string;
  role: HeaderRole;
  /** The documented example value (a default, or the literal value for `literal`). */
  example: string;
}

export interface SampleInput {
  /** Operation title, for the opening comment. */
  summary: string;
  /** File stem in kebab case, e.g. `create-order`. */
  name: string;
  kind: ApiType;
  method: HttpMethod;
  /** Relative path; with the query string for GET calls with query parameters. */
  path: string;
  /** Request headers other than Content-Type, in the documented order. */
  headers: SampleHeader[];
  /** Request body example; undefined for calls without a body. */
  body?: SampleJson;
  /** Sandbox base URL. */
  baseUrl: string;
  /** Product display name (comments) and slug (environment variable prefix). */
  product: { name: string; slug: string };
  /** Notifications: the response codes the handler answers with. */
  answer?: NotificationAnswers;
}

export interface NotificationAnswers {
  /** `200xx00` */
  success: string;
  /** `401xx00`: the signature does not verify. */
  unauthorized: string;
  /** `400xx01`: the body cannot be parsed. */
  invalidFormat: string;
  /** `500xx00`: the handler failed. */
  generalError: string;
}

const noAnswers: NotificationAnswers = { success: "", unauthorized: "", invalidFormat: "", generalError: "" };

export const sampleLanguages: SampleLanguage[] = [
  { value: "curl", label: "cURL" },
  { value: "node", label: "Node.js" },
  { value: "python", label: "Python" },
  { value: "go", label: "Go" },
  { value: "java", label: "Java" },
  { value: "php", label: "PHP" },
];

export interface GeneratedSample extends SampleLanguage {
  /** Highlighter language. */
  language: string;
  /** File name shown above the code. */
  title: string;
  code: string;
}

/** Which role a documented header plays in the samples. */
export function headerRole(name: string): HeaderRole {
  const roles: Record<string, HeaderRole> = {
    "x-timestamp": "timestamp",
    "x-signature": "signature",
    "x-client-key": "client-key",
    "x-partner-id": "partner-id",
    "x-external-id": "external-id",
    "channel-id": "channel-id",
    authorization: "authorization",
    "authorization-customer": "authorization-customer",
  };
  return roles[name.toLowerCase()] ?? "literal";
}

const bearer = (value: string) => value.replace(/^Bearer\s+/i, "");

interface Settings {
  env: (name: string) => string;
  clientId: string;
  accessToken: string | null;
  customerToken: string | null;
  channelId: string;
  hasBody: boolean;
  bodyText: string;
  pretty: string;
  stringToSign: "token" | "service";
}

function settingsOf(input: SampleInput): Settings {
  const prefix = input.product.slug.toUpperCase().replace(/[^A-Z0-9]/g, "_");
  const find = (role: HeaderRole) => input.headers.find((h) => h.role === role);
  const client = find("client-key") ?? find("partner-id");
  const auth = find("authorization");
  const customer = find("authorization-customer");
  const hasBody = input.body !== undefined && input.method !== "GET";
  return {
    env: (name) => `${prefix}_${name}`,
    clientId: client?.example ?? "",
    accessToken: auth ? bearer(auth.example) : null,
    customerToken: customer ? bearer(customer.example) : null,
    channelId: find("channel-id")?.example ?? "",
    hasBody,
    bodyText: hasBody ? JSON.stringify(input.body) : "",
    pretty: hasBody ? JSON.stringify(input.body, null, 2) : "",
    stringToSign: input.kind === "access-token" ? "token" : "service",
  };
}

const indent = (text: string, pad: string) =>
  text
    .split("\n")
    .map((l, i) => (i === 0 ? l : pad + l))
    .join("\n");
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const dq = (s: string) => JSON.stringify(s);
const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());
const snake = (name: string) => name.replace(/-/g, "_");

function signatureComment(s: Settings, method: string): string {
  return s.stringToSign === "token"
    ? "<client id>|<X-TIMESTAMP>"
    : `${method}:<path>:<lowercase hex SHA-256 of the minified body>:<X-TIMESTAMP>`;
}

/** The variables a request sample computes or reads, named in each language (HeaderDialect). */
type HeaderVariable =
  "timestamp" | "signature" | "clientId" | "externalId" | "channelId" | "accessToken" | "customerToken";

/** The variable each header role's value comes from; other roles are written out from the example. */
const roleVariables: Partial<Record<HeaderRole, HeaderVariable>> = {
  timestamp: "timestamp",
  signature: "signature",
  "client-key": "clientId",
  "partner-id": "clientId",
  "external-id": "externalId",
  "channel-id": "channelId",
  authorization: "accessToken",
  "authorization-customer": "customerToken",
};

/** How one language writes a request header's value. */
interface HeaderDialect {
  vars: Record<HeaderVariable, string>;
  /** The value from a variable; `bearer` for the Authorization headers (`Bearer ` + the token). */
  ref(h: SampleHeader, variable: string, bearer: boolean): string;
  /** The documented example value, quoted as the language needs. */
  literal(h: SampleHeader): string;
}

function headerValue(h: SampleHeader, d: HeaderDialect): string {
  const variable = roleVariables[h.role];
  if (!variable) return d.literal(h);
  return d.ref(h, d.vars[variable], h.role === "authorization" || h.role === "authorization-customer");
}

const camelVars: Record<HeaderVariable, string> = {
  timestamp: "timestamp",
  signature: "signature",
  clientId: "clientId",
  externalId: "externalId",
  channelId: "channelId",
  accessToken: "accessToken",
  customerToken: "customerToken",
};
const quotedLiteral = (h: SampleHeader) => dq(h.example);

const headerDialects = {
  curl: {
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
  },
  node: { vars: camelVars, ref: (_h, v, bearer) => (bearer ? `\`Bearer \${${v}}\`` : v), literal: quotedLiteral },
  python: {
    vars: {
      timestamp: "timestamp",
      signature: "signature",
      clientId: "CLIENT_ID",
      externalId: "external_id",
      channelId: "CHANNEL_ID",
      accessToken: "ACCESS_TOKEN",
      customerToken: "CUSTOMER_TOKEN",
    },
    ref: (_h, v, bearer) => (bearer ? `f"Bearer {${v}}"` : v),
    literal: quotedLiteral,
  },
  go: {
    vars: { ...camelVars, clientId: "clientID", externalId: "externalID", channelId: "channelID" },
    ref: (_h, v, bearer) => (bearer ? `"Bearer "+${v}` : v),
    literal: quotedLiteral,
  },
  java: { vars: camelVars, ref: (_h, v, bearer) => (bearer ? `"Bearer " + ${v}` : v), literal: quotedLiteral },
  php: {
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
  },
} satisfies Record<string, HeaderDialect>;

/** The settings only some requests need (tokens, channel id), each written by `line` in the sample's language. */
function optionalSettings(
  s: Settings,
  d: HeaderDialect,
  line: (name: string, env: string, value: string, comment: string) => string,
): string[] {
  const settings: [HeaderVariable, string, string | null, string][] = [
    ["accessToken", "ACCESS_TOKEN", s.accessToken, "from Get B2B Access Token"],
    ["customerToken", "CUSTOMER_TOKEN", s.customerToken, "from Apply Token"],
    ["channelId", "CHANNEL_ID", s.channelId || null, ""],
  ];
  return settings.flatMap(([variable, key, value, comment]) =>
    value === null ? [] : [line(d.vars[variable], s.env(key), value, comment)],
  );
}

// ---------------------------------------------------------------------------------------------
// Calls from the merchant to the API
// ---------------------------------------------------------------------------------------------

function curlRequest(input: SampleInput, s: Settings): string {
  const lines = [
    "#!/usr/bin/env bash",
    `# ${input.summary}: ${input.method} ${input.path.split("?")[0]} (needs bash, curl and openssl)`,
    "set -euo pipefail",
    "",
    `BASE_URL="\${${s.env("BASE_URL")}:-${input.baseUrl}}"`,
    `CLIENT_ID="\${${s.env("CLIENT_ID")}:-${s.clientId}}"`,
    `PRIVATE_KEY="\${${s.env("PRIVATE_KEY")}:-private_key.pem}" # your RSA private key (PEM)`,
  ];
  // Shell variables are assigned without their `$`.
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.curl,
      (name, env, value, comment) => `${name.slice(1)}="\${${env}:-${value}}"${comment ? ` # ${comment}` : ""}`,
    ),
  );
  lines.push("", `URL_PATH=${shellQuote(input.path)}`);
  if (s.hasBody)
    lines.push("# The minified JSON body: sign and send exactly these bytes.", `BODY=${shellQuote(s.bodyText)}`);
  lines.push(
    "",
    "# X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    'TIMESTAMP="$(TZ=Asia/Jakarta date +%Y-%m-%dT%H:%M:%S+07:00)"',
  );
  if (input.headers.some((h) => h.role === "external-id"))
    lines.push(
      "# X-EXTERNAL-ID: numeric, unique per day",
      'EXTERNAL_ID="$(date +%s)$(printf \'%05d%05d\' "$RANDOM" "$RANDOM")"',
    );
  lines.push(`# String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('STRING_TO_SIGN="$CLIENT_ID|$TIMESTAMP"');
  else {
    lines.push(
      `BODY_HASH="$(printf '%s' "${s.hasBody ? "$BODY" : ""}" | openssl dgst -sha256 -hex | sed 's/^.*= //')"`,
    );
    lines.push(`STRING_TO_SIGN="${input.method}:$URL_PATH:$BODY_HASH:$TIMESTAMP"`);
  }
  lines.push(
    'SIGNATURE="$(printf \'%s\' "$STRING_TO_SIGN" | openssl dgst -sha256 -sign "$PRIVATE_KEY" | openssl base64 -A)"',
    "",
  );
  const headerArgs = [
    `-H 'Content-Type: application/json'`,
    ...input.headers.map((h) => `-H "${h.name}: ${headerValue(h, headerDialects.curl)}"`),
  ];
  const args = [`curl -sS -X ${input.method} "$BASE_URL$URL_PATH"`, ...headerArgs];
  if (s.hasBody) args.push('--data-raw "$BODY"');
  lines.push(args.join(" \\\n  "));
  return lines.join("\n");
}

function nodeRequest(input: SampleInput, s: Settings): string {
  const lines = [
    `// ${input.summary}: ${input.method} ${input.path.split("?")[0]}. Node.js 18 or later: node ${input.name}.mjs`,
    'import crypto from "node:crypto";',
    'import fs from "node:fs";',
    "",
    `const baseUrl = process.env.${s.env("BASE_URL")} ?? ${dq(input.baseUrl)};`,
    `const clientId = process.env.${s.env("CLIENT_ID")} ?? ${dq(s.clientId)};`,
    `const privateKey = fs.readFileSync(process.env.${s.env("PRIVATE_KEY")} ?? "private_key.pem", "utf8");`,
  ];
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.node,
      (name, env, value, comment) =>
        `const ${name} = process.env.${env} ?? ${dq(value)};${comment ? ` // ${comment}` : ""}`,
    ),
  );
  lines.push("", `const path = ${dq(input.path)};`);
  if (s.hasBody)
    lines.push("// Minified JSON: sign and send exactly these bytes.", `const body = JSON.stringify(${s.pretty});`);
  lines.push(
    "",
    "// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    'const timestamp = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19) + "+07:00";',
  );
  if (input.headers.some((h) => h.role === "external-id"))
    lines.push(
      "// X-EXTERNAL-ID: numeric, unique per day",
      'const externalId = `${Date.now()}${crypto.randomInt(1e9).toString().padStart(9, "0")}`;',
    );
  lines.push(`// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push("const stringToSign = `${clientId}|${timestamp}`;");
  else {
    lines.push(`const bodyHash = crypto.createHash("sha256").update(${s.hasBody ? "body" : '""'}).digest("hex");`);
    lines.push(`const stringToSign = \`${input.method}:\${path}:\${bodyHash}:\${timestamp}\`;`);
  }
  lines.push('const signature = crypto.sign("sha256", Buffer.from(stringToSign), privateKey).toString("base64");', "");
  const headerLines = [
    '"Content-Type": "application/json"',
    ...input.headers.map((h) => `${dq(h.name)}: ${headerValue(h, headerDialects.node)}`),
  ];
  lines.push(
    "const response = await fetch(baseUrl + path, {",
    `  method: "${input.method}",`,
    "  headers: {",
    ...headerLines.map((l) => `    ${l},`),
    "  },",
  );
  if (s.hasBody) lines.push("  body,");
  lines.push("});", "console.log(response.status, await response.json());");
  return lines.join("\n");
}

/** A JSON value as a Python literal (True/False/None), indented by 4. */
export function pythonLiteral(value: SampleJson, level = 0): string {
  const pad = "    ".repeat(level + 1);
  const end = "    ".repeat(level);
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => pad + pythonLiteral(v, level + 1)).join(",\n")},\n${end}]` : "[]";
  const entries = Object.entries(value);
  return entries.length
    ? `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, level + 1)}`).join(",\n")},\n${end}}`
    : "{}";
}

function pythonRequest(input: SampleInput, s: Settings): string {
  const imports = [
    "import base64",
    "import hashlib",
    ...(s.hasBody ? ["import json"] : []),
    "import os",
    ...(input.headers.some((h) => h.role === "external-id") ? ["import secrets", "import time"] : []),
    "from datetime import datetime, timedelta, timezone",
  ];
  const lines = [
    `# ${input.summary}: ${input.method} ${input.path.split("?")[0]}. Python 3.8 or later: pip install requests cryptography`,
    ...imports,
    "",
    "import requests",
    "from cryptography.hazmat.primitives import hashes, serialization",
    "from cryptography.hazmat.primitives.asymmetric import padding",
    "",
    `BASE_URL = os.environ.get(${dq(s.env("BASE_URL"))}, ${dq(input.baseUrl)})`,
    `CLIENT_ID = os.environ.get(${dq(s.env("CLIENT_ID"))}, ${dq(s.clientId)})`,
  ];
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.python,
      (name, env, value, comment) =>
        `${name} = os.environ.get(${dq(env)}, ${dq(value)})${comment ? `  # ${comment}` : ""}`,
    ),
  );
  lines.push(
    `with open(os.environ.get(${dq(s.env("PRIVATE_KEY"))}, "private_key.pem"), "rb") as key_file:`,
    "    private_key = serialization.load_pem_private_key(key_file.read(), password=None)",
    "",
    `path = ${dq(input.path)}`,
  );
  if (s.hasBody)
    lines.push(
      "# Minified JSON: sign and send exactly these bytes.",
      `body = json.dumps(${pythonLiteral(input.body as SampleJson)}, separators=(",", ":"), ensure_ascii=False)`,
    );
  lines.push(
    "",
    "# X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    'timestamp = datetime.now(timezone(timedelta(hours=7))).isoformat(timespec="seconds")',
  );
  if (input.headers.some((h) => h.role === "external-id"))
    lines.push(
      "# X-EXTERNAL-ID: numeric, unique per day",
      'external_id = f"{time.time_ns() // 1_000_000}{secrets.randbelow(10**9):09d}"',
    );
  lines.push(`# String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('string_to_sign = f"{CLIENT_ID}|{timestamp}"');
  else {
    lines.push(`body_hash = hashlib.sha256(${s.hasBody ? 'body.encode("utf-8")' : 'b""'}).hexdigest()`);
    lines.push(`string_to_sign = f"${input.method}:{path}:{body_hash}:{timestamp}"`);
  }
  lines.push(
    'signature = base64.b64encode(private_key.sign(string_to_sign.encode("utf-8"), padding.PKCS1v15(), hashes.SHA256())).decode("ascii")',
    "",
    "headers = {",
    '    "Content-Type": "application/json",',
    ...input.headers.map((h) => `    ${dq(h.name)}: ${headerValue(h, headerDialects.python)},`),
    "}",
    `response = requests.${input.method.toLowerCase()}(BASE_URL + path, headers=headers${s.hasBody ? ', data=body.encode("utf-8")' : ""}, timeout=30)`,
    "print(response.status_code, response.json())",
  );
  return lines.join("\n");
}

export class SampleError extends Error {}

/** The start of every Go sample: a comment saying how to run it, the imports and `env(name, fallback)`. */
function goPreamble(comment: string, imports: string[]): string[] {
  return [
    `// ${comment}`,
    "package main",
    "",
    "import (",
    ...imports.map((i) => `\t"${i}"`),
    ")",
    "",
    "func env(name, fallback string) string {",
    '\tif value := os.Getenv(name); value != "" {',
    "\t\treturn value",
    "\t}",
    "\treturn fallback",
    "}",
    "",
  ];
}

function goRequest(input: SampleInput, s: Settings): string {
  if (s.pretty.includes("`"))
    throw new SampleError(`${input.name}: the request example contains a backtick, which a Go raw string cannot hold`);
  const externalId = input.headers.some((h) => h.role === "external-id");
  const imports = [
    "bytes",
    "crypto",
    "crypto/rand",
    "crypto/rsa",
    "crypto/sha256",
    "crypto/x509",
    "encoding/base64",
    ...(s.stringToSign === "service" ? ["encoding/hex"] : []),
    ...(s.hasBody ? ["encoding/json"] : []),
    "encoding/pem",
    "fmt",
    "io",
    ...(externalId ? ["math/big"] : []),
    "net/http",
    "os",
    "time",
  ];
  const lines = [
    ...goPreamble(
      `${input.summary}: ${input.method} ${input.path.split("?")[0]}. Go 1.19 or later: go run ${snake(input.name)}.go`,
      imports,
    ),
    "func check(err error) {",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "}",
    "",
    "func main() {",
    `\tbaseURL := env(${dq(s.env("BASE_URL"))}, ${dq(input.baseUrl)})`,
    `\tclientID := env(${dq(s.env("CLIENT_ID"))}, ${dq(s.clientId)})`,
  ];
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.go,
      (name, env, value, comment) => `\t${name} := env(${dq(env)}, ${dq(value)})${comment ? ` // ${comment}` : ""}`,
    ),
  );
  lines.push(
    `\tkeyPEM, err := os.ReadFile(env(${dq(s.env("PRIVATE_KEY"))}, "private_key.pem"))`,
    "\tcheck(err)",
    "\tblock, _ := pem.Decode(keyPEM)",
    '\tparsed, err := x509.ParsePKCS8PrivateKey(block.Bytes) // PEM "BEGIN PRIVATE KEY" (PKCS #8)',
    "\tcheck(err)",
    "\tprivateKey := parsed.(*rsa.PrivateKey)",
    "",
    `\tpath := ${dq(input.path)}`,
  );
  if (s.hasBody) {
    lines.push(
      "\t// Minify the JSON: sign and send exactly these bytes.",
      "\tvar body bytes.Buffer",
      `\tcheck(json.Compact(&body, []byte(\`${indent(s.pretty, "\t")}\`)))`,
    );
  } else lines.push("\tvar body bytes.Buffer");
  lines.push(
    "",
    "\t// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    '\ttimestamp := time.Now().In(time.FixedZone("WIB", 7*3600)).Format("2006-01-02T15:04:05-07:00")',
  );
  if (externalId)
    lines.push(
      "\t// X-EXTERNAL-ID: numeric, unique per day",
      "\tsuffix, err := rand.Int(rand.Reader, big.NewInt(1_000_000_000))",
      "\tcheck(err)",
      '\texternalID := fmt.Sprintf("%d%09d", time.Now().UnixMilli(), suffix)',
    );
  lines.push(`\t// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('\tstringToSign := clientID + "|" + timestamp');
  else
    lines.push(
      "\tbodyHash := sha256.Sum256(body.Bytes())",
      `\tstringToSign := "${input.method}:" + path + ":" + hex.EncodeToString(bodyHash[:]) + ":" + timestamp`,
    );
  lines.push(
    "\tdigest := sha256.Sum256([]byte(stringToSign))",
    "\trawSignature, err := rsa.SignPKCS1v15(rand.Reader, privateKey, crypto.SHA256, digest[:])",
    "\tcheck(err)",
    "\tsignature := base64.StdEncoding.EncodeToString(rawSignature)",
    "",
    `\trequest, err := http.NewRequest("${input.method}", baseURL+path, bytes.NewReader(body.Bytes()))`,
    "\tcheck(err)",
    '\trequest.Header.Set("Content-Type", "application/json")',
    ...input.headers.map((h) => `\trequest.Header.Set(${dq(h.name)}, ${headerValue(h, headerDialects.go)})`),
    "\tresponse, err := http.DefaultClient.Do(request)",
    "\tcheck(err)",
    "\tdefer response.Body.Close()",
    "\tanswer, err := io.ReadAll(response.Body)",
    "\tcheck(err)",
    "\tfmt.Println(response.StatusCode, string(answer))",
    "}",
  );
  return lines.join("\n");
}

const javaMinify = [
  "    /** Removes the whitespace between JSON tokens (strings are kept as they are). */",
  "    static String minify(String json) {",
  "        StringBuilder out = new StringBuilder();",
  "        boolean inString = false;",
  "        for (int i = 0; i < json.length(); i++) {",
  "            char c = json.charAt(i);",
  "            if (inString) {",
  "                out.append(c);",
  "                if (c == '\\\\') out.append(json.charAt(++i));",
  "                else if (c == '\"') inString = false;",
  "            } else if (c == '\"') {",
  "                inString = true;",
  "                out.append(c);",
  "            } else if (!Character.isWhitespace(c)) {",
  "                out.append(c);",
  "            }",
  "        }",
  "        return out.toString();",
  "    }",
];

function javaRequest(input: SampleInput, s: Settings): string {
  if (s.pretty.includes('"""'))
    throw new SampleError(`${input.name}: the request example contains """, which a Java text block cannot hold`);
  const className = pascal(input.name);
  const externalId = input.headers.some((h) => h.role === "external-id");
  const lines = [
    `// ${input.summary}: ${input.method} ${input.path.split("?")[0]}. Java 17 or later: java ${className}.java`,
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    "import java.nio.charset.StandardCharsets;",
    "import java.nio.file.Files;",
    "import java.nio.file.Path;",
    "import java.security.KeyFactory;",
    ...(s.stringToSign === "service" ? ["import java.security.MessageDigest;"] : []),
    "import java.security.PrivateKey;",
    ...(externalId ? ["import java.security.SecureRandom;"] : []),
    "import java.security.Signature;",
    "import java.security.spec.PKCS8EncodedKeySpec;",
    "import java.time.OffsetDateTime;",
    "import java.time.ZoneOffset;",
    "import java.time.format.DateTimeFormatter;",
    "import java.util.Base64;",
    ...(s.stringToSign === "service" ? ["import java.util.HexFormat;"] : []),
    "",
    `public class ${className} {`,
    "    static String env(String name, String fallback) {",
    "        String value = System.getenv(name);",
    "        return value == null || value.isEmpty() ? fallback : value;",
    "    }",
    "",
    ...(s.hasBody ? [...javaMinify, ""] : []),
    "    public static void main(String[] args) throws Exception {",
    `        String baseUrl = env(${dq(s.env("BASE_URL"))}, ${dq(input.baseUrl)});`,
    `        String clientId = env(${dq(s.env("CLIENT_ID"))}, ${dq(s.clientId)});`,
  ];
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.java,
      (name, env, value, comment) =>
        `        String ${name} = env(${dq(env)}, ${dq(value)});${comment ? ` // ${comment}` : ""}`,
    ),
  );
  lines.push(
    `        String pem = Files.readString(Path.of(env(${dq(s.env("PRIVATE_KEY"))}, "private_key.pem")));`,
    '        byte[] der = Base64.getDecoder().decode(pem.replaceAll("-----[A-Z ]+-----|\\\\s", "")); // PKCS #8 "BEGIN PRIVATE KEY"',
    '        PrivateKey privateKey = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(der));',
    "",
    `        String path = ${dq(input.path)};`,
  );
  if (s.hasBody) {
    const block = s.pretty
      .replace(/\\/g, "\\\\")
      .split("\n")
      .map((l) => `            ${l}`)
      .join("\n");
    lines.push(
      "        // Minified JSON: sign and send exactly these bytes.",
      `        String body = minify("""\n${block}""");`,
    );
  }
  lines.push(
    "",
    "        // X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    "        String timestamp = OffsetDateTime.now(ZoneOffset.ofHours(7)).format(DateTimeFormatter.ofPattern(\"yyyy-MM-dd'T'HH:mm:ssXXX\"));",
  );
  if (externalId)
    lines.push(
      "        // X-EXTERNAL-ID: numeric, unique per day",
      '        String externalId = System.currentTimeMillis() + String.format("%09d", new SecureRandom().nextInt(1_000_000_000));',
    );
  lines.push(`        // String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('        String stringToSign = clientId + "|" + timestamp;');
  else {
    lines.push(
      `        String bodyHash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(${s.hasBody ? "body" : '""'}.getBytes(StandardCharsets.UTF_8)));`,
    );
    lines.push(`        String stringToSign = "${input.method}:" + path + ":" + bodyHash + ":" + timestamp;`);
  }
  lines.push(
    '        Signature signer = Signature.getInstance("SHA256withRSA");',
    "        signer.initSign(privateKey);",
    "        signer.update(stringToSign.getBytes(StandardCharsets.UTF_8));",
    "        String signature = Base64.getEncoder().encodeToString(signer.sign());",
    "",
    "        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + path))",
    '            .header("Content-Type", "application/json")',
    ...input.headers.map((h) => `            .header(${dq(h.name)}, ${headerValue(h, headerDialects.java)})`),
    s.hasBody
      ? `            .${input.method === "POST" ? "POST" : "method"}(${input.method === "POST" ? "" : `"${input.method}", `}HttpRequest.BodyPublishers.ofString(body))`
      : `            .${input.method === "GET" ? "GET()" : `method("${input.method}", HttpRequest.BodyPublishers.noBody())`}`,
    "            .build();",
    "        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());",
    '        System.out.println(response.statusCode() + " " + response.body());',
    "    }",
    "}",
  );
  return lines.join("\n");
}

function phpRequest(input: SampleInput, s: Settings): string {
  if (/^\s*JSON\s*$/m.test(s.pretty))
    throw new SampleError(`${input.name}: the request example contains a line "JSON", which ends a PHP nowdoc`);
  const lines = [
    "<?php",
    `// ${input.summary}: ${input.method} ${input.path.split("?")[0]}. PHP 8.0 or later with the openssl extension: php ${input.name}.php`,
    "",
    `$baseUrl = getenv(${phpString(s.env("BASE_URL"))}) ?: ${phpString(input.baseUrl)};`,
    `$clientId = getenv(${phpString(s.env("CLIENT_ID"))}) ?: ${phpString(s.clientId)};`,
  ];
  lines.push(
    ...optionalSettings(
      s,
      headerDialects.php,
      (name, env, value, comment) =>
        `${name} = getenv(${phpString(env)}) ?: ${phpString(value)};${comment ? ` // ${comment}` : ""}`,
    ),
  );
  lines.push(
    `$privateKey = openssl_pkey_get_private(file_get_contents(getenv(${phpString(s.env("PRIVATE_KEY"))}) ?: 'private_key.pem'));`,
    "",
    `$path = ${phpString(input.path)};`,
  );
  if (s.hasBody) {
    lines.push(
      "// Minified JSON: sign and send exactly these bytes.",
      "$body = json_encode(json_decode(<<<'JSON'",
      s.pretty,
      "JSON), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);",
    );
  } else lines.push("$body = '';");
  lines.push(
    "",
    "// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    "$timestamp = (new DateTime('now', new DateTimeZone('+07:00')))->format('Y-m-d\\TH:i:sP');",
  );
  if (input.headers.some((h) => h.role === "external-id"))
    lines.push(
      "// X-EXTERNAL-ID: numeric, unique per day",
      "$externalId = sprintf('%d%09d', (int) (microtime(true) * 1000), random_int(0, 999999999));",
    );
  lines.push(`// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('$stringToSign = "$clientId|$timestamp";');
  else lines.push(`$stringToSign = '${input.method}:' . $path . ':' . hash('sha256', $body) . ':' . $timestamp;`);
  lines.push(
    "openssl_sign($stringToSign, $rawSignature, $privateKey, OPENSSL_ALGO_SHA256);",
    "$signature = base64_encode($rawSignature);",
    "",
    "$headers = [",
    "    'Content-Type: application/json',",
    ...input.headers.map((h) => `    ${headerValue(h, headerDialects.php)},`),
    "];",
    "$context = stream_context_create(['http' => [",
    `    'method' => '${input.method}',`,
    "    'header' => implode(\"\\r\\n\", $headers),",
    ...(s.hasBody ? ["    'content' => $body,"] : []),
    "    'ignore_errors' => true, // read the body of error responses too",
    "    'timeout' => 30,",
    "]]);",
    "$response = file_get_contents($baseUrl . $path, false, $context);",
    "echo $http_response_header[0], PHP_EOL, $response, PHP_EOL;",
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Notifications from the provider to the merchant
// ---------------------------------------------------------------------------------------------

function curlNotification(input: SampleInput, s: Settings): string {
  const partner = input.headers.find((h) => h.role === "partner-id")?.example ?? s.clientId;
  return [
    "#!/usr/bin/env bash",
    `# Sends a test ${input.summary} to your endpoint, signed the way ${input.product.name} signs it.`,
    "# Sign with the private key of a test key pair and let your handler verify with its public key.",
    "set -euo pipefail",
    "",
    `NOTIFY_URL="\${NOTIFY_URL:-http://localhost:8080${input.path}}"`,
    'TEST_PRIVATE_KEY="${TEST_PRIVATE_KEY:-test_private_key.pem}"',
    'URL_PATH="/${NOTIFY_URL#*://*/}" # the path of your notification URL is part of the signature',
    "",
    `BODY=${shellQuote(s.bodyText)}`,
    'TIMESTAMP="$(TZ=Asia/Jakarta date +%Y-%m-%dT%H:%M:%S+07:00)"',
    "# String to sign: POST:<path>:<lowercase hex SHA-256 of the minified body>:<X-TIMESTAMP>",
    "BODY_HASH=\"$(printf '%s' \"$BODY\" | openssl dgst -sha256 -hex | sed 's/^.*= //')\"",
    'SIGNATURE="$(printf \'%s\' "POST:$URL_PATH:$BODY_HASH:$TIMESTAMP" | openssl dgst -sha256 -sign "$TEST_PRIVATE_KEY" | openssl base64 -A)"',
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
}

function nodeNotification(input: SampleInput, s: Settings): string {
  const answer = input.answer ?? noAnswers;
  return [
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. Node.js 18 or later: node ${input.name}-handler.mjs`,
    'import crypto from "node:crypto";',
    'import fs from "node:fs";',
    'import http from "node:http";',
    "",
    `const publicKey = fs.readFileSync(process.env.${s.env("PUBLIC_KEY")} ?? "${input.product.slug}_public_key.pem", "utf8");`,
    "const port = Number(process.env.PORT ?? 8080);",
    "",
    "function answer(res, status, responseCode, responseMessage) {",
    '  res.writeHead(status, { "Content-Type": "application/json" });',
    "  res.end(JSON.stringify({ responseCode, responseMessage }));",
    "}",
    "",
    "http",
    "  .createServer((req, res) => {",
    "    const chunks = [];",
    '    req.on("data", (chunk) => chunks.push(chunk));',
    '    req.on("end", () => {',
    "      const body = Buffer.concat(chunks); // minified JSON, hashed exactly as received",
    '      const path = new URL(req.url, "http://localhost").pathname;',
    '      const timestamp = String(req.headers["x-timestamp"] ?? "");',
    "      // String to verify: POST:<path>:<lowercase hex SHA-256 of the body>:<X-TIMESTAMP>",
    '      const bodyHash = crypto.createHash("sha256").update(body).digest("hex");',
    "      const signed = Buffer.from(`POST:${path}:${bodyHash}:${timestamp}`);",
    '      const signature = Buffer.from(String(req.headers["x-signature"] ?? ""), "base64");',
    '      if (!crypto.verify("sha256", signed, publicKey, signature)) {',
    `        return answer(res, 401, "${answer.unauthorized}", "Unauthorized. Signature");`,
    "      }",
    "      let notification;",
    "      try {",
    '        notification = JSON.parse(body.toString("utf8"));',
    "      } catch {",
    `        return answer(res, 400, "${answer.invalidFormat}", "Invalid Field Format");`,
    "      }",
    "      // Record the result once (the same notification can arrive again), then answer.",
    '      console.log("notification", notification);',
    `      answer(res, 200, "${answer.success}", "Successful");`,
    "    });",
    "  })",
    "  .listen(port);",
  ].join("\n");
}

function pythonNotification(input: SampleInput, s: Settings): string {
  const answer = input.answer ?? noAnswers;
  return [
    `# ${input.summary} handler: verifies ${input.product.name}'s signature and answers. Python 3.8 or later: pip install cryptography`,
    "import base64",
    "import hashlib",
    "import json",
    "import os",
    "from http.server import BaseHTTPRequestHandler, HTTPServer",
    "from urllib.parse import urlsplit",
    "",
    "from cryptography.exceptions import InvalidSignature",
    "from cryptography.hazmat.primitives import hashes, serialization",
    "from cryptography.hazmat.primitives.asymmetric import padding",
    "",
    `with open(os.environ.get(${dq(s.env("PUBLIC_KEY"))}, "${input.product.slug}_public_key.pem"), "rb") as key_file:`,
    "    public_key = serialization.load_pem_public_key(key_file.read())",
    "",
    "",
    "class NotificationHandler(BaseHTTPRequestHandler):",
    "    def answer(self, status, response_code, response_message):",
    '        payload = json.dumps({"responseCode": response_code, "responseMessage": response_message}).encode("utf-8")',
    "        self.send_response(status)",
    '        self.send_header("Content-Type", "application/json")',
    '        self.send_header("Content-Length", str(len(payload)))',
    "        self.end_headers()",
    "        self.wfile.write(payload)",
    "",
    "    def do_POST(self):",
    '        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))  # minified JSON, hashed as received',
    "        path = urlsplit(self.path).path",
    '        timestamp = self.headers.get("X-TIMESTAMP", "")',
    "        # String to verify: POST:<path>:<lowercase hex SHA-256 of the body>:<X-TIMESTAMP>",
    '        signed = f"POST:{path}:{hashlib.sha256(body).hexdigest()}:{timestamp}".encode("utf-8")',
    "        try:",
    '            signature = base64.b64decode(self.headers.get("X-SIGNATURE", ""))',
    "            public_key.verify(signature, signed, padding.PKCS1v15(), hashes.SHA256())",
    "        except (InvalidSignature, ValueError):",
    `            return self.answer(401, "${answer.unauthorized}", "Unauthorized. Signature")`,
    "        try:",
    "            notification = json.loads(body)",
    "        except ValueError:",
    `            return self.answer(400, "${answer.invalidFormat}", "Invalid Field Format")`,
    "        # Record the result once (the same notification can arrive again), then answer.",
    '        print("notification", notification)',
    `        self.answer(200, "${answer.success}", "Successful")`,
    "",
    "",
    'HTTPServer(("", int(os.environ.get("PORT", "8080"))), NotificationHandler).serve_forever()',
  ].join("\n");
}

function goNotification(input: SampleInput, s: Settings): string {
  const answer = input.answer ?? noAnswers;
  return [
    ...goPreamble(
      `${input.summary} handler: verifies ${input.product.name}'s signature and answers. Go 1.19 or later: go run ${snake(input.name)}_handler.go`,
      [
        "crypto",
        "crypto/rsa",
        "crypto/sha256",
        "crypto/x509",
        "encoding/base64",
        "encoding/hex",
        "encoding/json",
        "encoding/pem",
        "io",
        "log",
        "net/http",
        "os",
      ],
    ),
    "func answer(w http.ResponseWriter, status int, code, message string) {",
    '\tw.Header().Set("Content-Type", "application/json")',
    "\tw.WriteHeader(status)",
    '\tjson.NewEncoder(w).Encode(map[string]string{"responseCode": code, "responseMessage": message})',
    "}",
    "",
    "func main() {",
    `\tkeyPEM, err := os.ReadFile(env(${dq(s.env("PUBLIC_KEY"))}, "${input.product.slug}_public_key.pem"))`,
    "\tif err != nil {",
    "\t\tlog.Fatal(err)",
    "\t}",
    "\tblock, _ := pem.Decode(keyPEM)",
    '\tparsed, err := x509.ParsePKIXPublicKey(block.Bytes) // PEM "BEGIN PUBLIC KEY"',
    "\tif err != nil {",
    "\t\tlog.Fatal(err)",
    "\t}",
    "\tpublicKey := parsed.(*rsa.PublicKey)",
    "",
    `\thttp.HandleFunc(${dq(input.path)}, func(w http.ResponseWriter, r *http.Request) {`,
    "\t\tbody, err := io.ReadAll(r.Body) // minified JSON, hashed exactly as received",
    "\t\tif err != nil {",
    `\t\t\tanswer(w, 500, "${answer.generalError}", "General Error")`,
    "\t\t\treturn",
    "\t\t}",
    "\t\t// String to verify: POST:<path>:<lowercase hex SHA-256 of the body>:<X-TIMESTAMP>",
    "\t\tbodyHash := sha256.Sum256(body)",
    '\t\tsigned := sha256.Sum256([]byte("POST:" + r.URL.Path + ":" + hex.EncodeToString(bodyHash[:]) + ":" + r.Header.Get("X-TIMESTAMP")))',
    '\t\tsignature, err := base64.StdEncoding.DecodeString(r.Header.Get("X-SIGNATURE"))',
    "\t\tif err != nil || rsa.VerifyPKCS1v15(publicKey, crypto.SHA256, signed[:], signature) != nil {",
    `\t\t\tanswer(w, 401, "${answer.unauthorized}", "Unauthorized. Signature")`,
    "\t\t\treturn",
    "\t\t}",
    "\t\tvar notification map[string]any",
    "\t\tif err := json.Unmarshal(body, &notification); err != nil {",
    `\t\t\tanswer(w, 400, "${answer.invalidFormat}", "Invalid Field Format")`,
    "\t\t\treturn",
    "\t\t}",
    "\t\t// Record the result once (the same notification can arrive again), then answer.",
    '\t\tlog.Println("notification", notification)',
    `\t\tanswer(w, 200, "${answer.success}", "Successful")`,
    "\t})",
    '\tlog.Fatal(http.ListenAndServe(":"+env("PORT", "8080"), nil))',
    "}",
  ].join("\n");
}

function javaNotification(input: SampleInput, s: Settings): string {
  const answer = input.answer ?? noAnswers;
  const className = `${pascal(input.name)}Handler`;
  return [
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. Java 17 or later: java ${className}.java`,
    "import com.sun.net.httpserver.HttpExchange;",
    "import com.sun.net.httpserver.HttpServer;",
    "import java.net.InetSocketAddress;",
    "import java.nio.charset.StandardCharsets;",
    "import java.nio.file.Files;",
    "import java.nio.file.Path;",
    "import java.security.KeyFactory;",
    "import java.security.MessageDigest;",
    "import java.security.PublicKey;",
    "import java.security.Signature;",
    "import java.security.spec.X509EncodedKeySpec;",
    "import java.util.Base64;",
    "import java.util.HexFormat;",
    "",
    `public class ${className} {`,
    "    static String env(String name, String fallback) {",
    "        String value = System.getenv(name);",
    "        return value == null || value.isEmpty() ? fallback : value;",
    "    }",
    "",
    "    static void answer(HttpExchange exchange, int status, String code, String message) throws Exception {",
    '        byte[] payload = ("{\\"responseCode\\":\\"" + code + "\\",\\"responseMessage\\":\\"" + message + "\\"}").getBytes(StandardCharsets.UTF_8);',
    '        exchange.getResponseHeaders().set("Content-Type", "application/json");',
    "        exchange.sendResponseHeaders(status, payload.length);",
    "        exchange.getResponseBody().write(payload);",
    "        exchange.close();",
    "    }",
    "",
    "    public static void main(String[] args) throws Exception {",
    `        String pem = Files.readString(Path.of(env(${dq(s.env("PUBLIC_KEY"))}, "${input.product.slug}_public_key.pem")));`,
    '        byte[] der = Base64.getDecoder().decode(pem.replaceAll("-----[A-Z ]+-----|\\\\s", "")); // "BEGIN PUBLIC KEY"',
    '        PublicKey publicKey = KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(der));',
    "",
    '        HttpServer server = HttpServer.create(new InetSocketAddress(Integer.parseInt(env("PORT", "8080"))), 0);',
    `        server.createContext(${dq(input.path)}, exchange -> {`,
    "            try {",
    "                byte[] body = exchange.getRequestBody().readAllBytes(); // minified JSON, hashed exactly as received",
    '                String timestamp = String.valueOf(exchange.getRequestHeaders().getFirst("X-TIMESTAMP"));',
    "                // String to verify: POST:<path>:<lowercase hex SHA-256 of the body>:<X-TIMESTAMP>",
    '                String bodyHash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(body));',
    '                String signed = "POST:" + exchange.getRequestURI().getPath() + ":" + bodyHash + ":" + timestamp;',
    '                Signature verifier = Signature.getInstance("SHA256withRSA");',
    "                verifier.initVerify(publicKey);",
    "                verifier.update(signed.getBytes(StandardCharsets.UTF_8));",
    '                String header = exchange.getRequestHeaders().getFirst("X-SIGNATURE");',
    "                boolean valid;",
    "                try {",
    "                    valid = header != null && verifier.verify(Base64.getDecoder().decode(header));",
    "                } catch (IllegalArgumentException | java.security.SignatureException e) {",
    "                    valid = false;",
    "                }",
    "                if (!valid) {",
    `                    answer(exchange, 401, "${answer.unauthorized}", "Unauthorized. Signature");`,
    "                    return;",
    "                }",
    "                // Record the result once (the same notification can arrive again), then answer.",
    '                System.out.println("notification " + new String(body, StandardCharsets.UTF_8));',
    `                answer(exchange, 200, "${answer.success}", "Successful");`,
    "            } catch (Exception e) {",
    "                throw new RuntimeException(e);",
    "            }",
    "        });",
    "        server.start();",
    "    }",
    "}",
  ].join("\n");
}

function phpNotification(input: SampleInput, s: Settings): string {
  const answer = input.answer ?? noAnswers;
  return [
    "<?php",
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. PHP 8.0 or later with the openssl extension.`,
    `// Serve it at your notification URL, e.g. locally: php -S localhost:8080 ${input.name}-handler.php`,
    "",
    `$publicKey = openssl_pkey_get_public(file_get_contents(getenv(${phpString(s.env("PUBLIC_KEY"))}) ?: '${input.product.slug}_public_key.pem'));`,
    "",
    "function answer(int $status, string $code, string $message): void",
    "{",
    "    http_response_code($status);",
    "    header('Content-Type: application/json');",
    "    echo json_encode(['responseCode' => $code, 'responseMessage' => $message]);",
    "}",
    "",
    "$body = file_get_contents('php://input'); // minified JSON, hashed exactly as received",
    "$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);",
    "$timestamp = $_SERVER['HTTP_X_TIMESTAMP'] ?? '';",
    "// String to verify: POST:<path>:<lowercase hex SHA-256 of the body>:<X-TIMESTAMP>",
    "$signed = 'POST:' . $path . ':' . hash('sha256', $body) . ':' . $timestamp;",
    "$signature = base64_decode($_SERVER['HTTP_X_SIGNATURE'] ?? '', true);",
    "if ($signature === false || openssl_verify($signed, $signature, $publicKey, OPENSSL_ALGO_SHA256) !== 1) {",
    `    answer(401, '${answer.unauthorized}', 'Unauthorized. Signature');`,
    "    exit;",
    "}",
    "$notification = json_decode($body, true);",
    "if (!is_array($notification)) {",
    `    answer(400, '${answer.invalidFormat}', 'Invalid Field Format');`,
    "    exit;",
    "}",
    "// Record the result once (the same notification can arrive again), then answer.",
    "error_log('notification ' . $body);",
    `answer(200, '${answer.success}', 'Successful');`,
  ].join("\n");
}

/** The six samples of an operation, in the order of the language switcher. */
export function generateSamples(input: SampleInput): GeneratedSample[] {
  const s = settingsOf(input);
  const notification = input.kind === "notification";
  const suffix = notification ? "-handler" : "";
  const files: Record<GeneratedSample["value"], { language: string; title: string; code: string }> = notification
    ? {
        curl: { language: "bash", title: `send-test-${input.name}.sh`, code: curlNotification(input, s) },
        node: { language: "js", title: `${input.name}${suffix}.mjs`, code: nodeNotification(input, s) },
        python: {
          language: "python",
          title: `${snake(input.name)}${snake(suffix)}.py`,
          code: pythonNotification(input, s),
        },
        go: { language: "go", title: `${snake(input.name)}${snake(suffix)}.go`, code: goNotification(input, s) },
        java: { language: "java", title: `${pascal(input.name)}Handler.java`, code: javaNotification(input, s) },
        php: { language: "php", title: `${input.name}${suffix}.php`, code: phpNotification(input, s) },
      }
    : {
        curl: { language: "bash", title: `${input.name}.sh`, code: curlRequest(input, s) },
        node: { language: "js", title: `${input.name}.mjs`, code: nodeRequest(input, s) },
        python: { language: "python", title: `${snake(input.name)}.py`, code: pythonRequest(input, s) },
        go: { language: "go", title: `${snake(input.name)}.go`, code: goRequest(input, s) },
        java: { language: "java", title: `${pascal(input.name)}.java`, code: javaRequest(input, s) },
        php: { language: "php", title: `${input.name}.php`, code: phpRequest(input, s) },
      };
  return sampleLanguages.map((l) => ({ ...l, ...files[l.value] }));
}

/** Markdown shown above the samples: what they do and the environment variables they read. */
export function describeSamples(input: SampleInput, authenticationRoute: string): string {
  const s = settingsOf(input);
  if (input.kind === "notification") {
    return [
      `The Node.js, Python, Go, Java and PHP samples are handlers for your notification URL: they verify \`X-SIGNATURE\` with ${input.product.name}'s public key and answer \`${input.answer?.success ?? ""}\`. They read \`${s.env("PUBLIC_KEY")}\` (the path of ${input.product.name}'s public key, PEM) and \`PORT\` (8080 by default).`,
      "",
      `The cURL sample sends a signed test notification to your handler at \`NOTIFY_URL\`. It signs with the private key of a test key pair (\`TEST_PRIVATE_KEY\`): start your handler with that pair's public key to test the whole path before ${input.product.name} calls you. The signature is explained in [Authentication](${authenticationRoute}).`,
    ].join("\n");
  }
  const variables = [
    `- \`${s.env("BASE_URL")}\`: the base URL (the sandbox by default)`,
    `- \`${s.env("CLIENT_ID")}\`: your client id`,
    `- \`${s.env("PRIVATE_KEY")}\`: the path of your RSA private key (PEM, PKCS #8: \`BEGIN PRIVATE KEY\`)`,
    ...(s.accessToken !== null ? [`- \`${s.env("ACCESS_TOKEN")}\`: a B2B access token`] : []),
    ...(s.customerToken !== null
      ? [`- \`${s.env("CUSTOMER_TOKEN")}\`: the user's customer access token from Apply Token`]
      : []),
    ...(s.channelId ? [`- \`${s.env("CHANNEL_ID")}\`: your channel id`] : []),
  ];
  return [
    `Complete programs that sign and send this request${s.hasBody ? " with the first request example" : ""}. The signature is explained in [Authentication](${authenticationRoute}). Each sample reads these environment variables and falls back to the documented example values:`,
    "",
    ...variables,
  ].join("\n");
}
