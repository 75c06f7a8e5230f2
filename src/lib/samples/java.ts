import {
  SampleError,
  TOKEN_BODY,
  TOKEN_PATH,
  camelVars,
  dq,
  followUpComments,
  headerValue,
  markedInJson,
  noAnswers,
  optionalSettings,
  pascal,
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

/** The Java of sampleRuntimes or later, standard library only (`java.net.http`); one public class per file. */

const dialect: HeaderDialect = {
  vars: camelVars,
  ref: (_h, v, bearer) => (bearer ? `"Bearer " + ${v}` : v),
  literal: quotedLiteral,
};

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

const javaEnv = [
  "    static String env(String name, String fallback) {",
  "        String value = System.getenv(name);",
  "        return value == null || value.isEmpty() ? fallback : value;",
  "    }",
];

function request(input: SampleInput, s: Settings) {
  const template = s.hasBody ? JSON.stringify(s.template, null, 2) : "";
  if (template.includes('"""'))
    throw new SampleError(`${input.name}: the request example contains """, which a Java text block cannot hold`);
  const className = pascal(input.name);
  // Computed fields, and the references strings quote, become %s of String.formatted, in the order they appear.
  const args: string[] = [];
  // Markers first: escaping the backslashes would hide them.
  const bodyText = template
    .replace(/%/g, "%%")
    .replace(markedInJson, (_, name: string) => (args.push(name), "%s"))
    .replace(/\\/g, "\\\\");
  const lines = [
    `// ${input.summary}: ${route(input)}. ${runtimeLine("java")}: java ${className}.java`,
    `// ${printsComment}`,
    ...followUpComments(s).map((l) => `// ${l}`),
    "import java.net.URI;",
    "import java.net.http.HttpClient;",
    "import java.net.http.HttpRequest;",
    "import java.net.http.HttpResponse;",
    "import java.nio.charset.StandardCharsets;",
    "import java.security.KeyFactory;",
    ...(s.stringToSign === "service" ? ["import java.security.MessageDigest;"] : []),
    "import java.security.PrivateKey;",
    ...(s.externalId ? ["import java.security.SecureRandom;"] : []),
    "import java.security.Signature;",
    "import java.security.spec.PKCS8EncodedKeySpec;",
    "import java.time.OffsetDateTime;",
    "import java.time.ZoneOffset;",
    "import java.time.format.DateTimeFormatter;",
    "import java.util.Base64;",
    ...(s.stringToSign === "service" ? ["import java.util.HexFormat;"] : []),
    ...(s.needsToken ? ["import java.util.regex.Matcher;", "import java.util.regex.Pattern;"] : []),
    "",
    `public class ${className} {`,
    ...javaEnv,
    "",
    ...(s.hasBody ? [...javaMinify, ""] : []),
    "    /** A time in GMT+7, minutes from now: 2025-03-14T10:15:30+07:00 (X-TIMESTAMP and body times). */",
    "    static String gmt7(long minutes) {",
    "        return OffsetDateTime.now(ZoneOffset.ofHours(7)).plusMinutes(minutes).format(DateTimeFormatter.ofPattern(\"yyyy-MM-dd'T'HH:mm:ssXXX\"));",
    "    }",
    "",
    "    /** SHA256withRSA with your private key, base64. */",
    "    static String sign(PrivateKey privateKey, String text) throws Exception {",
    '        Signature signer = Signature.getInstance("SHA256withRSA");',
    "        signer.initSign(privateKey);",
    "        signer.update(text.getBytes(StandardCharsets.UTF_8));",
    "        return Base64.getEncoder().encodeToString(signer.sign());",
    "    }",
    "",
  ];
  if (s.needsToken)
    lines.push(
      "    /** A B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires. */",
      "    static String getAccessToken(String baseUrl, String clientId, PrivateKey privateKey) throws Exception {",
      "        String timestamp = gmt7(0);",
      `        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + ${dq(TOKEN_PATH)}))`,
      '            .header("Content-Type", "application/json")',
      '            .header("X-TIMESTAMP", timestamp)',
      '            .header("X-CLIENT-KEY", clientId)',
      '            .header("X-SIGNATURE", sign(privateKey, clientId + "|" + timestamp))',
      `            .POST(HttpRequest.BodyPublishers.ofString(${dq(TOKEN_BODY)}))`,
      "            .build();",
      "        String answer = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString()).body();",
      '        Matcher token = Pattern.compile("\\"accessToken\\"\\\\s*:\\\\s*\\"([^\\"]+)\\"").matcher(answer);',
      '        if (!token.find()) throw new IllegalStateException("No access token: " + answer);',
      "        return token.group(1);",
      "    }",
      "",
    );
  lines.push(
    "    public static void main(String[] args) throws Exception {",
    `        String baseUrl = env(${dq(s.env.baseUrl)}, ${dq(input.baseUrl)});`,
    `        String clientId = env(${dq(s.env.clientId)}, ${dq(s.clientId)});`,
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) =>
        `        String ${name} = env(${dq(env)}, ${dq(value)});${comment ? ` // ${comment}` : ""}`,
    ),
    `        String pem = env(${dq(s.env.privateKey)}, "").replace("\\\\n", "\\n"); // your RSA private key, ${pemComment}`,
    '        byte[] der = Base64.getDecoder().decode(pem.replaceAll("-----[A-Z ]+-----|\\\\s", "")); // PKCS #8 "BEGIN PRIVATE KEY"',
    '        PrivateKey privateKey = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(der));',
  );
  if (s.needsToken)
    lines.push(
      `        String accessToken = env(${dq(s.env.accessToken)}, "");`,
      "        if (accessToken.isEmpty()) accessToken = getAccessToken(baseUrl, clientId, privateKey);",
    );
  lines.push("", `        String path = ${dq(input.path)};`);
  for (const d of s.dynamics)
    lines.push(
      d.kind === "reference"
        ? `        String ${d.name} = "${d.prefix}-" + System.currentTimeMillis(); // a new reference for each transaction`
        : d.kind === "follow-up"
          ? `        String ${d.name} = env(${dq(d.env ?? "")}, ${dq(d.example ?? "")}); // ${d.description ?? ""}`
          : `        String ${d.name} = gmt7(${d.minutes});`,
    );
  if (s.hasBody) {
    const block = bodyText
      .split("\n")
      .map((l) => `            ${l}`)
      .join("\n");
    lines.push(
      "        // Minified JSON: sign and send exactly these bytes.",
      `        String body = minify("""\n${block}"""${args.length ? `.formatted(${args.join(", ")})` : ""});`,
    );
  }
  lines.push(
    "",
    "        // X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00",
    "        String timestamp = gmt7(0);",
  );
  if (s.externalId)
    lines.push(
      "        // X-EXTERNAL-ID: numeric, unique per day",
      '        String externalId = System.currentTimeMillis() + String.format("%09d", new SecureRandom().nextInt(1_000_000_000));',
    );
  lines.push(`        // String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token")
    lines.push('        String signature = sign(privateKey, clientId + "|" + timestamp);');
  else
    lines.push(
      `        String bodyHash = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(${s.hasBody ? "body" : '""'}.getBytes(StandardCharsets.UTF_8)));`,
      `        String signature = sign(privateKey, "${input.method}:" + path + ":" + bodyHash + ":" + timestamp);`,
    );
  lines.push(
    "",
    "        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl + path))",
    '            .header("Content-Type", "application/json")',
    ...input.headers.map((h) => `            .header(${dq(h.name)}, ${headerValue(h, dialect)})`),
    s.hasBody
      ? `            .${input.method === "POST" ? "POST" : "method"}(${input.method === "POST" ? "" : `"${input.method}", `}HttpRequest.BodyPublishers.ofString(body))`
      : `            .${input.method === "GET" ? "GET()" : `method("${input.method}", HttpRequest.BodyPublishers.noBody())`}`,
    "            .build();",
    "        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());",
    '        System.out.println(response.statusCode() + " " + response.body());',
    "    }",
    "}",
  );
  return { title: `${className}.java`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const answer = input.answer ?? noAnswers;
  const className = `${pascal(input.name)}Handler`;
  const code = [
    `// ${input.summary} handler: verifies ${input.product.name}'s signature and answers. ${runtimeLine("java")}: java ${className}.java`,
    "// Prints each notification it accepts.",
    "import com.sun.net.httpserver.HttpExchange;",
    "import com.sun.net.httpserver.HttpServer;",
    "import java.net.InetSocketAddress;",
    "import java.nio.charset.StandardCharsets;",
    "import java.security.KeyFactory;",
    "import java.security.MessageDigest;",
    "import java.security.PublicKey;",
    "import java.security.Signature;",
    "import java.security.spec.X509EncodedKeySpec;",
    "import java.util.Base64;",
    "import java.util.HexFormat;",
    "",
    `public class ${className} {`,
    ...javaEnv,
    "",
    "    static void answer(HttpExchange exchange, int status, String code, String message) throws Exception {",
    '        byte[] payload = ("{\\"responseCode\\":\\"" + code + "\\",\\"responseMessage\\":\\"" + message + "\\"}").getBytes(StandardCharsets.UTF_8);',
    '        exchange.getResponseHeaders().set("Content-Type", "application/json");',
    "        exchange.sendResponseHeaders(status, payload.length);",
    "        exchange.getResponseBody().write(payload);",
    "        exchange.close();",
    "    }",
    "",
    "    /** The body minified: whitespace outside strings removed, key order and strings kept. */",
    "    static String minify(String json) {",
    "        StringBuilder out = new StringBuilder();",
    "        boolean inString = false;",
    "        boolean escaped = false;",
    "        for (char c : json.toCharArray()) {",
    "            if (inString) {",
    "                out.append(c);",
    "                if (escaped) escaped = false;",
    "                else if (c == '\\\\') escaped = true;",
    "                else if (c == '\"') inString = false;",
    "            } else if (c == '\"') {",
    "                inString = true;",
    "                out.append(c);",
    "            } else if (c != ' ' && c != '\\t' && c != '\\n' && c != '\\r') {",
    "                out.append(c);",
    "            }",
    "        }",
    "        return out.toString();",
    "    }",
    "",
    "    public static void main(String[] args) throws Exception {",
    `        String pem = env(${dq(s.env.publicKey)}, "").replace("\\\\n", "\\n"); // ${input.product.name}'s public key, ${pemComment}`,
    '        byte[] der = Base64.getDecoder().decode(pem.replaceAll("-----[A-Z ]+-----|\\\\s", "")); // "BEGIN PUBLIC KEY"',
    '        PublicKey publicKey = KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(der));',
    "",
    '        HttpServer server = HttpServer.create(new InetSocketAddress(Integer.parseInt(env("PORT", "8080"))), 0);',
    `        server.createContext(${dq(input.path)}, exchange -> {`,
    "            try {",
    "                String minified = minify(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));",
    '                String timestamp = String.valueOf(exchange.getRequestHeaders().getFirst("X-TIMESTAMP"));',
    `                // ${notificationHashComment}`,
    '                byte[] digest = MessageDigest.getInstance("SHA-256").digest(minified.getBytes(StandardCharsets.UTF_8));',
    "                String bodyHash = HexFormat.of().formatHex(digest);",
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
    '                System.out.println("notification " + minified);',
    `                answer(exchange, 200, "${answer.success}", "Successful");`,
    "            } catch (Exception e) {",
    "                throw new RuntimeException(e);",
    "            }",
    "        });",
    "        server.start();",
    "    }",
    "}",
  ].join("\n");
  return { title: `${className}.java`, code };
}

export const java: LanguageModule = { language: "java", request, notification };
