import {
  SampleError,
  TOKEN_BODY,
  TOKEN_PATH,
  camelVars,
  dq,
  followUpComments,
  headerValue,
  indent,
  markedInJson,
  noAnswers,
  optionalSettings,
  printsComment,
  quotedLiteral,
  route,
  signatureComment,
  snake,
  type HeaderDialect,
  type LanguageModule,
  type SampleInput,
  type Settings,
  runtimeLine,
  pemComment,
  notificationHashComment,
} from "./core";

/** The Go of sampleRuntimes or later, standard library only. */

const dialect: HeaderDialect = {
  vars: { ...camelVars, clientId: "clientID", externalId: "externalID", channelId: "channelID" },
  ref: (_h, v, bearer) => (bearer ? `"Bearer "+${v}` : v),
  literal: quotedLiteral,
};

/** The start of every Go sample: a comment saying how to run it, the imports and `env(name, fallback)`. */
function goPreamble(comments: string[], imports: string[]): string[] {
  return [
    ...comments.map((c) => `// ${c}`),
    "package main",
    "",
    "import (",
    ...[...new Set([...imports, "strings"])].sort().map((i) => `\t"${i}"`),
    ")",
    "",
    "func env(name, fallback string) string {",
    '\tif value := os.Getenv(name); value != "" {',
    "\t\treturn value",
    "\t}",
    "\treturn fallback",
    "}",
    "",
    `// pemEnv reads a key from the environment: ${pemComment}.`,
    "func pemEnv(name string) []byte {",
    '\treturn []byte(strings.ReplaceAll(os.Getenv(name), `\\n`, "\\n"))',
    "}",
    "",
  ];
}

function request(input: SampleInput, s: Settings) {
  const template = s.hasBody ? JSON.stringify(s.template, null, 2) : "";
  if (template.includes("`"))
    throw new SampleError(`${input.name}: the request example contains a backtick, which a Go raw string cannot hold`);
  // Computed fields, and the references strings quote, become %s verbs of fmt.Sprintf, in the order they appear.
  const args: string[] = [];
  const bodyText = template.replace(/%/g, "%%").replace(markedInJson, (_, name: string) => (args.push(name), "%s"));
  const imports = [
    "bytes",
    "crypto",
    "crypto/rand",
    "crypto/rsa",
    "crypto/sha256",
    "crypto/x509",
    "encoding/base64",
    "encoding/pem",
    "fmt",
    "io",
    "net/http",
    "os",
    "time",
    ...(s.stringToSign === "service" ? ["encoding/hex"] : []),
    ...(s.hasBody ? ["encoding/json"] : []),
    ...(s.needsToken ? ["encoding/json", "strings"] : []),
    ...(s.externalId ? ["math/big"] : []),
  ];
  const lines = [
    ...goPreamble(
      [
        `${input.summary}: ${route(input)}. ${runtimeLine("go")}: go run ${snake(input.name)}.go`,
        printsComment,
        ...followUpComments(s),
      ],
      imports,
    ),
    "func check(err error) {",
    "\tif err != nil {",
    "\t\tpanic(err)",
    "\t}",
    "}",
    "",
    "// gmt7 is a time in GMT+7, minutes from now: 2025-03-14T10:15:30+07:00 (X-TIMESTAMP and body times).",
    "func gmt7(minutes int) string {",
    '\treturn time.Now().Add(time.Duration(minutes) * time.Minute).In(time.FixedZone("WIB", 7*3600)).Format("2006-01-02T15:04:05-07:00")',
    "}",
    "",
    "// sign is SHA256withRSA with your private key, base64.",
    "func sign(privateKey *rsa.PrivateKey, text string) string {",
    "\tdigest := sha256.Sum256([]byte(text))",
    "\tsignature, err := rsa.SignPKCS1v15(rand.Reader, privateKey, crypto.SHA256, digest[:])",
    "\tcheck(err)",
    "\treturn base64.StdEncoding.EncodeToString(signature)",
    "}",
    "",
  ];
  if (s.needsToken)
    lines.push(
      "// getAccessToken gets a B2B access token (Authentication guide): sign <client id>|<X-TIMESTAMP>. Reuse it until it expires.",
      "func getAccessToken(baseURL, clientID string, privateKey *rsa.PrivateKey) string {",
      "\ttimestamp := gmt7(0)",
      `\trequest, err := http.NewRequest("POST", baseURL+${dq(TOKEN_PATH)}, strings.NewReader(\`${TOKEN_BODY}\`))`,
      "\tcheck(err)",
      '\trequest.Header.Set("Content-Type", "application/json")',
      '\trequest.Header.Set("X-TIMESTAMP", timestamp)',
      '\trequest.Header.Set("X-CLIENT-KEY", clientID)',
      '\trequest.Header.Set("X-SIGNATURE", sign(privateKey, clientID+"|"+timestamp))',
      "\tresponse, err := http.DefaultClient.Do(request)",
      "\tcheck(err)",
      "\tdefer response.Body.Close()",
      "\tvar answer struct {",
      '\t\tAccessToken string `json:"accessToken"`',
      "\t}",
      "\tcheck(json.NewDecoder(response.Body).Decode(&answer))",
      '\tif answer.AccessToken == "" {',
      '\t\tpanic(fmt.Sprintf("no access token: HTTP %d", response.StatusCode))',
      "\t}",
      "\treturn answer.AccessToken",
      "}",
      "",
    );
  lines.push(
    "func main() {",
    `\tbaseURL := env(${dq(s.env.baseUrl)}, ${dq(input.baseUrl)})`,
    `\tclientID := env(${dq(s.env.clientId)}, ${dq(s.clientId)})`,
    ...optionalSettings(
      s,
      dialect,
      (name, env, value, comment) => `\t${name} := env(${dq(env)}, ${dq(value)})${comment ? ` // ${comment}` : ""}`,
    ),
    `\tblock, _ := pem.Decode(pemEnv(${dq(s.env.privateKey)})) // your RSA private key, PEM text`,
    "\tif block == nil {",
    `\t\tpanic("set ${s.env.privateKey} to your private key (PEM text)")`,
    "\t}",
    '\tparsed, err := x509.ParsePKCS8PrivateKey(block.Bytes) // "BEGIN PRIVATE KEY" (PKCS #8)',
    "\tcheck(err)",
    "\tprivateKey := parsed.(*rsa.PrivateKey)",
  );
  if (s.needsToken)
    lines.push(
      `\taccessToken := os.Getenv(${dq(s.env.accessToken)})`,
      '\tif accessToken == "" {',
      "\t\taccessToken = getAccessToken(baseURL, clientID, privateKey)",
      "\t}",
    );
  lines.push("", `\tpath := ${dq(input.path)}`);
  for (const d of s.dynamics)
    lines.push(
      d.kind === "reference"
        ? `\t${d.name} := fmt.Sprintf("${d.prefix}-%d", time.Now().UnixMilli()) // a new reference for each transaction`
        : d.kind === "follow-up"
          ? `\t${d.name} := env(${dq(d.env ?? "")}, ${dq(d.example ?? "")}) // ${d.description ?? ""}`
          : `\t${d.name} := gmt7(${d.minutes})`,
    );
  if (s.hasBody) {
    const raw = `\`${indent(bodyText, "\t")}\``;
    lines.push(
      "\t// Minify the JSON: sign and send exactly these bytes.",
      "\tvar body bytes.Buffer",
      `\tcheck(json.Compact(&body, []byte(${args.length ? `fmt.Sprintf(${raw}, ${args.join(", ")})` : raw})))`,
    );
  } else lines.push("\tvar body bytes.Buffer");
  lines.push("", "\t// X-TIMESTAMP: ISO-8601 in GMT+7, e.g. 2025-03-14T10:15:30+07:00", "\ttimestamp := gmt7(0)");
  if (s.externalId)
    lines.push(
      "\t// X-EXTERNAL-ID: numeric, unique per day",
      "\tsuffix, err := rand.Int(rand.Reader, big.NewInt(1_000_000_000))",
      "\tcheck(err)",
      '\texternalID := fmt.Sprintf("%d%09d", time.Now().UnixMilli(), suffix)',
    );
  lines.push(`\t// String to sign: ${signatureComment(s, input.method)}`);
  if (s.stringToSign === "token") lines.push('\tsignature := sign(privateKey, clientID+"|"+timestamp)');
  else
    lines.push(
      "\tbodyHash := sha256.Sum256(body.Bytes())",
      `\tsignature := sign(privateKey, "${input.method}:"+path+":"+hex.EncodeToString(bodyHash[:])+":"+timestamp)`,
    );
  lines.push(
    "",
    `\trequest, err := http.NewRequest("${input.method}", baseURL+path, bytes.NewReader(body.Bytes()))`,
    "\tcheck(err)",
    '\trequest.Header.Set("Content-Type", "application/json")',
    ...input.headers.map((h) => `\trequest.Header.Set(${dq(h.name)}, ${headerValue(h, dialect)})`),
    "\tresponse, err := http.DefaultClient.Do(request)",
    "\tcheck(err)",
    "\tdefer response.Body.Close()",
    "\tanswer, err := io.ReadAll(response.Body)",
    "\tcheck(err)",
    "\tfmt.Println(response.StatusCode, string(answer))",
    "}",
  );
  return { title: `${snake(input.name)}.go`, code: lines.join("\n") };
}

function notification(input: SampleInput, s: Settings) {
  const answer = input.answer ?? noAnswers;
  const code = [
    ...goPreamble(
      [
        `${input.summary} handler: verifies ${input.product.name}'s signature and answers. ${runtimeLine("go")}: go run ${snake(input.name)}_handler.go`,
        "Prints each notification it accepts.",
      ],
      [
        "bytes",
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
    `\tblock, _ := pem.Decode(pemEnv(${dq(s.env.publicKey)})) // ${input.product.name}'s public key, PEM text`,
    "\tif block == nil {",
    `\t\tlog.Fatal("set ${s.env.publicKey} to ${input.product.name}'s public key (PEM text)")`,
    "\t}",
    '\tparsed, err := x509.ParsePKIXPublicKey(block.Bytes) // "BEGIN PUBLIC KEY"',
    "\tif err != nil {",
    "\t\tlog.Fatal(err)",
    "\t}",
    "\tpublicKey := parsed.(*rsa.PublicKey)",
    "",
    `\thttp.HandleFunc(${dq(input.path)}, func(w http.ResponseWriter, r *http.Request) {`,
    "\t\tbody, err := io.ReadAll(r.Body)",
    "\t\tif err != nil {",
    `\t\t\tanswer(w, 500, "${answer.generalError}", "General Error")`,
    "\t\t\treturn",
    "\t\t}",
    "\t\tvar minified bytes.Buffer // whitespace outside strings removed, key order kept",
    "\t\tif err := json.Compact(&minified, body); err != nil {",
    `\t\t\tanswer(w, 400, "${answer.invalidFormat}", "Invalid Field Format")`,
    "\t\t\treturn",
    "\t\t}",
    `\t\t// ${notificationHashComment}`,
    "\t\tbodyHash := sha256.Sum256(minified.Bytes())",
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
  return { title: `${snake(input.name)}_handler.go`, code };
}

export const go: LanguageModule = { language: "go", request, notification };
