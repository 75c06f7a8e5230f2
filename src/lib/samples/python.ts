import {
  TOKEN_BODY,
  TOKEN_PATH,
  dq,
  followUpComments,
  headerValue,
  markedName,
  markedParts,
  noAnswers,
  optionalSettings,
  printsComment,
  quotedLiteral,
  route,
  signatureComment,
  snake,
  snakeOfCamel,
  type HeaderDialect,
  type LanguageModule,
  type SampleInput,
  type SampleJson,
  type Settings,
  runtimeLine,
  pemComment,
  notificationHashComment,
} from "./core";

/** The Python of sampleRuntimes or later with `requests` and `cryptography`. */

const dialect: HeaderDialect = {
  vars: {
    timestamp: "timestamp",
    signature: "signature",
    clientId: "CLIENT_ID",
    externalId: "external_id",
    channelId: "CHANNEL_ID",
    accessToken: "access_token",
    customerToken: "CUSTOMER_TOKEN",
  },
  ref: (_h, v, bearer) => (bearer ? `f"Bearer {${v}}"` : v),
  literal: quotedLiteral,
};

/** A JSON value as a Python literal (True/False/None), indented by 4; marked fields as their variables. */
export function pythonLiteral(value: SampleJson, level = 0): string {
  const pad = "    ".repeat(level + 1);
  const end = "    ".repeat(level);
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") {
    const name = markedName(value);
    if (name) return snakeOfCamel(name);
    const { literals, names } = markedParts(value);
    if (!names.length) return JSON.stringify(value);
    // A string quoting a computed reference: an f-string (f"Order {partner_reference_no}").
    const text = (s: string) => JSON.stringify(s).slice(1, -1).replace(/[{}]/g, "$&$&");
    return `f"${literals.map((l, i) => text(l) + (i < names.length ? `{${snakeOfCamel(names[i])}}` : "")).join("")}"`;
  }
  if (typeof value === "number") return String(value);
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((v) => pad + pythonLiteral(v, level + 1)).join(",\n")},\n${end}]` : "[]";
  const entries = Object.entries(value);
  return entries.length
    ? `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, level + 1)}`).join(",\n")},\n${end}}`
    : "{}";
}

function request(input: SampleInput, s: Settings) {
  const imports = [
    "import base64",
    "import hashlib",
    ...(s.hasBody ? ["import json"] : []),
    "import os",
    ...(s.externalId ? ["import secrets"] : []),
    ...(s.externalId || s.dynamics.some((d) => d.kind === "reference") ? ["import time"] : []),
    "from datetime import datetime, timedelta, timezone",
  ];
  const lines = [
    `# ${input.summary}: ${route(input)}. ${runtimeLine("python")}: pip install requests cryptography`,
    `# ${printsComment}`,
    ...followUpComments(s).map((l) => `# ${l}`),
    ...imports,
    "",
    "import requests",
    "from cryptography.hazmat.primitives import hashes, serialization",
    "from cryptography.hazmat.primitives.asymmetric import padding",
    "",
    `BASE_URL = os.environ.get(${dq(s.env.baseUrl)}, ${dq(input.baseUrl)})`,
    `CLIENT_ID = os.environ.get(${dq(s.env.clientId)}, ${dq(s.clientId)})`,
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) =>
        `${name} = os.environ.get(${dq(env)}, ${dq(value)})${comment ? `  # ${comment}` : ""}`,
    ),
    `# Your RSA private key, ${pemComment}`,
    `private_key = serialization.load_pem_private_key(os.environ[${dq(s.env.privateKey)}].replace("\\\\n", "\\n").encode("utf-8"), password=None)`,
    "",
    "",
    "def gmt7(minutes=0):",
    '    """A time in GMT+7, minutes from now: 2025-03-14T10:15:30+07:00 (X-TIMESTAMP and body times)."""',
    '    return (datetime.now(timezone(timedelta(hours=7))) + timedelta(minutes=minutes)).isoformat(timespec="seconds")',
    "",
    "",
    "def sign(text):",
    '    return base64.b64encode(private_key.sign(text.encode("utf-8"), padding.PKCS1v15(), hashes.SHA256())).decode("ascii")',
    "",
  ];
  if (s.needsToken)
    lines.push(
      "",
      "def get_access_token():",
      '    """A B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires."""',
      "    timestamp = gmt7()",
      "    headers = {",
      '        "Content-Type": "application/json",',
      '        "X-TIMESTAMP": timestamp,',
      '        "X-CLIENT-KEY": CLIENT_ID,',
      '        "X-SIGNATURE": sign(f"{CLIENT_ID}|{timestamp}"),',
      "    }",
      `    answer = requests.post(BASE_URL + ${dq(TOKEN_PATH)}, headers=headers, data=${dq(TOKEN_BODY)}, timeout=30).json()`,
      '    if "accessToken" not in answer:',
      '        raise SystemExit(f"No access token: {answer}")',
      '    return answer["accessToken"]',
      "",
      "",
      `access_token = os.environ.get(${dq(s.env.accessToken)}) or get_access_token()`,
    );
  lines.push("", `path = ${dq(input.path)}`);
  for (const d of s.dynamics)
    lines.push(
      d.kind === "reference"
        ? `${snakeOfCamel(d.name)} = f"${d.prefix}-{time.time_ns() // 1_000_000}"  # a new reference for each transaction`
        : d.kind === "follow-up"
          ? `${snakeOfCamel(d.name)} = os.environ.get(${dq(d.env ?? "")}, ${dq(d.example ?? "")})  # ${d.description ?? ""}`
          : `${snakeOfCamel(d.name)} = gmt7(${d.minutes})`,
    );
  if (s.hasBody)
    lines.push(
      "# Minified JSON: sign and send exactly these bytes.",
      `body = json.dumps(${pythonLiteral(s.template as SampleJson)}, separators=(",", ":"), ensure_ascii=False)`,
    );
  lines.push("", "# X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00", "timestamp = gmt7()");
  if (s.externalId)
    lines.push(
      "# X-EXTERNAL-ID: numeric, unique per day",
      'external_id = f"{time.time_ns() // 1_000_000}{secrets.randbelow(10**9):09d}"',
    );
  lines.push(`# String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('signature = sign(f"{CLIENT_ID}|{timestamp}")');
  else
    lines.push(
      `body_hash = hashlib.sha256(${s.hasBody ? 'body.encode("utf-8")' : 'b""'}).hexdigest()`,
      `signature = sign(f"${input.method}:{path}:{body_hash}:{timestamp}")`,
    );
  lines.push(
    "",
    "headers = {",
    '    "Content-Type": "application/json",',
    ...input.headers.map((h) => `    ${dq(h.name)}: ${headerValue(h, dialect)},`),
    "}",
    `response = requests.${input.method.toLowerCase()}(BASE_URL + path, headers=headers${s.hasBody ? ', data=body.encode("utf-8")' : ""}, timeout=30)`,
    "print(response.status_code, response.text)",
  );
  return { title: `${snake(input.name)}.py`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const answer = input.answer ?? noAnswers;
  const code = [
    `# ${input.summary} handler: verifies ${input.product.name}'s signature and answers. ${runtimeLine("python")}: pip install cryptography`,
    "# Prints each notification it accepts.",
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
    `# ${input.product.name}'s public key, ${pemComment}`,
    `public_key = serialization.load_pem_public_key(os.environ[${dq(s.env.publicKey)}].replace("\\\\n", "\\n").encode("utf-8"))`,
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
    '        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))',
    "        try:",
    "            notification = json.loads(body)",
    "        except ValueError:",
    `            return self.answer(400, "${answer.invalidFormat}", "Invalid Field Format")`,
    '        minified = json.dumps(notification, separators=(",", ":"), ensure_ascii=False)  # key order kept',
    "        path = urlsplit(self.path).path",
    '        timestamp = self.headers.get("X-TIMESTAMP", "")',
    `        # ${notificationHashComment}`,
    '        body_hash = hashlib.sha256(minified.encode("utf-8")).hexdigest()',
    '        signed = f"POST:{path}:{body_hash}:{timestamp}".encode("utf-8")',
    "        try:",
    '            signature = base64.b64decode(self.headers.get("X-SIGNATURE", ""))',
    "            public_key.verify(signature, signed, padding.PKCS1v15(), hashes.SHA256())",
    "        except (InvalidSignature, ValueError):",
    `            return self.answer(401, "${answer.unauthorized}", "Unauthorized. Signature")`,
    "        # Record the result once (the same notification can arrive again), then answer.",
    '        print("notification", notification, flush=True)',
    `        self.answer(200, "${answer.success}", "Successful")`,
    "",
    "",
    'HTTPServer(("", int(os.environ.get("PORT", "8080"))), NotificationHandler).serve_forever()',
  ].join("\n");
  return { title: `${snake(input.name)}_handler.py`, code };
}

export const python: LanguageModule = { language: "python", request, notification };
