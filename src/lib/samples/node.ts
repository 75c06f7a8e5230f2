import {
  TOKEN_BODY,
  TOKEN_PATH,
  camelVars,
  dq,
  followUpComments,
  headerValue,
  markedJson,
  markedInJson,
  noAnswers,
  optionalSettings,
  printsComment,
  quotedLiteral,
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

/** The Node.js of sampleRuntimes or later: `fetch`, `node:crypto`; ES modules for top-level await. */

const dialect: HeaderDialect = {
  vars: camelVars,
  ref: (_h, v, bearer) => (bearer ? `\`Bearer \${${v}}\`` : v),
  literal: quotedLiteral,
};

function request(input: SampleInput, s: Settings) {
  const lines = [
    `// ${input.summary}: ${route(input)}. ${runtimeLine("node")}: node ${input.name}.mjs`,
    `// ${printsComment}`,
    ...followUpComments(s).map((l) => `// ${l}`),
    'import crypto from "node:crypto";',
    "",
    `const baseUrl = process.env.${s.env.baseUrl} ?? ${dq(input.baseUrl)};`,
    `const clientId = process.env.${s.env.clientId} ?? ${dq(s.clientId)};`,
    `const privateKey = (process.env.${s.env.privateKey} ?? "").replace(/\\\\n/g, "\\n"); // your RSA private key, ${pemComment}`,
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) =>
        `const ${name} = process.env.${env} ?? ${dq(value)};${comment ? ` // ${comment}` : ""}`,
    ),
    "",
    "// A time in GMT+7, minutes from now: 2025-03-14T10:15:30+07:00 (X-TIMESTAMP and body times).",
    'const gmt7 = (minutes = 0) => new Date(Date.now() + (minutes + 420) * 60_000).toISOString().slice(0, 19) + "+07:00";',
    'const sign = (text) => crypto.sign("sha256", Buffer.from(text), privateKey).toString("base64");',
  ];
  if (s.needsToken)
    lines.push(
      "",
      "// A B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires.",
      "async function getAccessToken() {",
      "  const timestamp = gmt7();",
      `  const response = await fetch(baseUrl + ${dq(TOKEN_PATH)}, {`,
      '    method: "POST",',
      "    headers: {",
      '      "Content-Type": "application/json",',
      '      "X-TIMESTAMP": timestamp,',
      '      "X-CLIENT-KEY": clientId,',
      '      "X-SIGNATURE": sign(`${clientId}|${timestamp}`),',
      "    },",
      `    body: ${dq(TOKEN_BODY)},`,
      "  });",
      "  const answer = await response.json();",
      "  if (!answer.accessToken) throw new Error(`No access token: ${response.status} ${JSON.stringify(answer)}`);",
      "  return answer.accessToken;",
      "}",
      `const accessToken = process.env.${s.env.accessToken} || (await getAccessToken());`,
    );
  lines.push("", `const path = ${dq(input.path)};`);
  for (const d of s.dynamics)
    lines.push(
      d.kind === "reference"
        ? `const ${d.name} = \`${d.prefix}-\${Date.now()}\`; // a new reference for each transaction`
        : d.kind === "follow-up"
          ? `const ${d.name} = process.env.${d.env ?? ""} ?? ${dq(d.example ?? "")}; // ${d.description ?? ""}`
          : `const ${d.name} = gmt7(${d.minutes});`,
    );
  if (s.hasBody) {
    // A computed field is its variable; a string quoting one is a template literal (`Order ${partnerReferenceNo}`).
    const literal = JSON.stringify(s.template, null, 2)
      .replace(markedJson, (_, name: string) => name)
      .replace(/"((?:[^"\\]|\\.)*)"/g, (whole, text: string) =>
        markedInJson.test(text)
          ? `\`${text
              .replace(/`/g, "\\`")
              .replace(/\$\{/g, "\\${")
              .replace(markedInJson, (_m, name: string) => `\${${name}}`)}\``
          : whole,
      );
    lines.push("// Minified JSON: sign and send exactly these bytes.", `const body = JSON.stringify(${literal});`);
  }
  lines.push("", "// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00", "const timestamp = gmt7();");
  if (s.externalId)
    lines.push(
      "// X-EXTERNAL-ID: numeric, unique per day",
      'const externalId = `${Date.now()}${crypto.randomInt(1e9).toString().padStart(9, "0")}`;',
    );
  lines.push(`// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push("const signature = sign(`${clientId}|${timestamp}`);");
  else
    lines.push(
      `const bodyHash = crypto.createHash("sha256").update(${s.hasBody ? "body" : '""'}).digest("hex");`,
      `const signature = sign(\`${input.method}:\${path}:\${bodyHash}:\${timestamp}\`);`,
    );
  const headerLines = [
    '"Content-Type": "application/json"',
    ...input.headers.map((h) => `${dq(h.name)}: ${headerValue(h, dialect)}`),
  ];
  lines.push(
    "",
    "const response = await fetch(baseUrl + path, {",
    `  method: "${input.method}",`,
    "  headers: {",
    ...headerLines.map((l) => `    ${l},`),
    "  },",
  );
  if (s.hasBody) lines.push("  body,");
  lines.push("});", "console.log(response.status, await response.text());");
  return { title: `${input.name}.mjs`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const answer = input.answer ?? noAnswers;
  const code = [
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. ${runtimeLine("node")}: node ${input.name}-handler.mjs`,
    "// Prints each notification it accepts.",
    'import crypto from "node:crypto";',
    'import http from "node:http";',
    "",
    `const publicKey = (process.env.${s.env.publicKey} ?? "").replace(/\\\\n/g, "\\n"); // ${input.product.name}'s public key, ${pemComment}`,
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
    "      let notification;",
    "      try {",
    '        notification = JSON.parse(Buffer.concat(chunks).toString("utf8"));',
    "      } catch {",
    `        return answer(res, 400, "${answer.invalidFormat}", "Invalid Field Format");`,
    "      }",
    "      const minified = JSON.stringify(notification); // key order kept, no whitespace",
    '      const path = new URL(req.url, "http://localhost").pathname;',
    '      const timestamp = String(req.headers["x-timestamp"] ?? "");',
    `      // ${notificationHashComment}`,
    '      const bodyHash = crypto.createHash("sha256").update(minified, "utf8").digest("hex");',
    "      const signed = Buffer.from(`POST:${path}:${bodyHash}:${timestamp}`);",
    '      const signature = Buffer.from(String(req.headers["x-signature"] ?? ""), "base64");',
    '      if (!crypto.verify("sha256", signed, publicKey, signature)) {',
    `        return answer(res, 401, "${answer.unauthorized}", "Unauthorized. Signature");`,
    "      }",
    "      // Record the result once (the same notification can arrive again), then answer.",
    '      console.log("notification", notification);',
    `      answer(res, 200, "${answer.success}", "Successful");`,
    "    });",
    "  })",
    "  .listen(port);",
  ].join("\n");
  return { title: `${input.name}-handler.mjs`, code };
}

export const node: LanguageModule = { language: "js", request, notification };
