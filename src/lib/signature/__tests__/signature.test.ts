import { createHash, generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  accessTokenStringToSign,
  asymmetricStringToSign,
  base64ToBytes,
  BodyJsonError,
  buildCurl,
  bytesToBase64,
  EMPTY_BODY_SHA256,
  externalIdProblems,
  guideExample,
  minifyBody,
  parsePem,
  pathProblems,
  PemError,
  pemNote,
  shellQuote,
  symmetricStringToSign,
  timestampFormatProblems,
  timestampGmt7,
  timestampProblems,
  toPkcs8,
  toSpki,
} from "..";

/** A code block of the authentication guide, by its title (the published text is the oracle). */
function readGuideBlock(title: string): string {
  const source = readFileSync("content/guide/authentication.mdx", "utf8");
  const block = new RegExp('```json title="' + title + '"\\n([\\s\\S]*?)\\n```').exec(source);
  if (!block) throw new Error(`No block "${title}" in the authentication guide`);
  return block[1];
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");

// The worked example of content/guide/authentication.mdx ("Minify the body"), as the guide prints it.
const guideBody = readGuideBlock("Request body as written");
const guideMinified =
  '{"partnerReferenceNo":"ORD-20250314-100231","merchantId":"216620000000000001","amount":{"value":"150000.00","currency":"IDR"},"urlParams":[{"url":"https://shop.merchant.example/orders/ORD-20250314-100231/return","type":"PAY_RETURN","isDeeplink":"N"},{"url":"https://api.merchant.example/v1.0/debit/notify","type":"NOTIFICATION","isDeeplink":"N"}],"additionalInfo":{"productCode":"51051000100000000001","order":{"orderTitle":"Kopi Susu Gula Aren x3, Croissant x2"},"envInfo":{"terminalType":"APP","osType":"ANDROID"}}}';
const token = "eyJraWQiOiJiMmItMjAyNSIsImFsZyI6IlJTMjU2In0.eyJjbGllbnRJZCI6IjIwMjUwMzE0MDAwMDAwMDEifQ.Xq3v9Rk";
const ts = "2025-03-14T10:15:30+07:00";

describe("minifyBody", () => {
  it("gives the guide's minified body and hash for its worked example", () => {
    const { minified, notes } = minifyBody(guideBody);
    expect(minified).toBe(guideMinified);
    expect(sha256(minified)).toBe("9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6");
    expect(notes).toEqual([]);
  });

  it("starts the playground from the same example", () => {
    expect(minifyBody(guideExample.body).minified).toBe(guideMinified);
    expect(asymmetricStringToSign({ ...guideExample, bodyHash: sha256(guideMinified) })).toBe(
      "POST:/v1.0/debit/payment-host-to-host:9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6:2025-03-14T10:15:30+07:00",
    );
  });

  it("treats a blank body as the empty string, whose hash the guide gives", () => {
    expect(minifyBody("").minified).toBe("");
    expect(minifyBody("  \n\t").minified).toBe("");
    expect(sha256("")).toBe(EMPTY_BODY_SHA256);
  });

  it("keeps key order, spaces inside strings, escaped quotes and UTF-8 characters as written", () => {
    const body = '{ "z" : "a  b", "a" : [ 1 , true , null ], "q": "say \\"hi\\" ", "name": "Café Ünïcode" }';
    expect(minifyBody(body).minified).toBe('{"z":"a  b","a":[1,true,null],"q":"say \\"hi\\" ","name":"Café Ünïcode"}');
  });

  it("keeps escapes and number forms as written, with a note for each kind a serialiser would rewrite", () => {
    const { minified, notes } = minifyBody(
      '{"url": "https:\\/\\/x.example", "name": "Caf\\u00e9", "tab": "a\\u0009b", "n": 1.50}',
    );
    expect(minified).toBe('{"url":"https:\\/\\/x.example","name":"Caf\\u00e9","tab":"a\\u0009b","n":1.50}');
    expect(notes).toHaveLength(3);
    expect(notes.join(" ")).toMatch(/\\\//);
    expect(notes.join(" ")).toMatch(/\\u escapes/);
    expect(notes.join(" ")).toMatch(/amounts as strings/);
  });

  it("does not flag control-character escapes or plain numbers", () => {
    expect(minifyBody('{"a":"line\\nbreak\\u001f","n":-12.5,"m":0}').notes).toEqual([]);
  });

  it("rejects text that is not JSON with the parser's reason", () => {
    expect(() => minifyBody('{"a": 1,}')).toThrow(BodyJsonError);
    expect(() => minifyBody("{'a': 1}")).toThrow(/not valid JSON/);
  });
});

describe("strings to sign", () => {
  it("access token: <client id>|<X-TIMESTAMP>", () => {
    expect(accessTokenStringToSign("2025031400000001", ts)).toBe("2025031400000001|2025-03-14T10:15:30+07:00");
  });

  it("asymmetric: the guide's Direct Debit Payment example, method upper-cased", () => {
    const bodyHash = sha256(guideMinified);
    expect(
      asymmetricStringToSign({ method: "post", path: "/v1.0/debit/payment-host-to-host", bodyHash, timestamp: ts }),
    ).toBe(
      "POST:/v1.0/debit/payment-host-to-host:9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6:2025-03-14T10:15:30+07:00",
    );
  });

  it("symmetric: the guide's example, with a pasted 'Bearer ' left out of the signed string", () => {
    const expected = `POST:/v1.0/debit/payment-host-to-host:${token}:9dc117a3815a05cadb6536c6cf1f062e9d853d765377694d48c1474bab47f2a6:${ts}`;
    const parts = {
      method: "POST",
      path: "/v1.0/debit/payment-host-to-host",
      bodyHash: sha256(guideMinified),
      timestamp: ts,
    };
    expect(symmetricStringToSign({ ...parts, accessToken: token })).toBe(expected);
    expect(symmetricStringToSign({ ...parts, accessToken: `Bearer ${token}` })).toBe(expected);
  });
});

describe("parsePem", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pkcs8Pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const pkcs8Der = new Uint8Array(privateKey.export({ type: "pkcs8", format: "der" }));
  const spkiDer = new Uint8Array(publicKey.export({ type: "spki", format: "der" }));

  it("reads PKCS#8 as written, flattened with literal \\n, or on one line", () => {
    expect(parsePem(pkcs8Pem)).toEqual({ kind: "pkcs8", der: pkcs8Der });
    expect(parsePem(pkcs8Pem.trim().replace(/\n/g, "\\n")).der).toEqual(pkcs8Der);
    expect(parsePem(pkcs8Pem.replace(/\n(?!-----END)/g, "")).der).toEqual(pkcs8Der);
  });

  it("wraps PKCS#1 keys into exactly the DER openssl produces for PKCS#8 and SPKI, with a note", () => {
    const pkcs1 = parsePem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
    expect(pkcs1.kind).toBe("pkcs1-private");
    expect(toPkcs8(pkcs1)).toEqual(pkcs8Der);
    expect(pemNote(pkcs1)).toMatch(/openssl pkcs8 -topk8 -nocrypt/);
    const pkcs1Public = parsePem(publicKey.export({ type: "pkcs1", format: "pem" }).toString());
    expect(toSpki(pkcs1Public)).toEqual(spkiDer);
    expect(toSpki(parsePem(publicKey.export({ type: "spki", format: "pem" }).toString()))).toEqual(spkiDer);
  });

  it("says what is wrong with keys it cannot use", () => {
    expect(() => parsePem("")).toThrow(/Paste a PEM key/);
    expect(() => parsePem(pkcs8Pem.replace(/-----BEGIN PRIVATE KEY-----\n/, ""))).toThrow(/including the -----BEGIN/);
    expect(() => parsePem(pkcs8Pem.replace(/-----END PRIVATE KEY-----/, ""))).toThrow(/no matching END/);
    expect(() => parsePem("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----")).toThrow(/openssl x509/);
    expect(() => parsePem("-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----")).toThrow(
      /passphrase/,
    );
    expect(() => parsePem(pkcs8Pem.replace(/\n(.{10})/, "\n$1%%"))).toThrow(/not base64/);
    expect(() => parsePem("-----BEGIN PRIVATE KEY-----\nMIIBVgIBADANBg==\n-----END PRIVATE KEY-----")).toThrow(
      /too short/,
    );
    expect(() => toPkcs8(parsePem(publicKey.export({ type: "spki", format: "pem" }).toString()))).toThrow(PemError);
    expect(() => toSpki(parsePem(pkcs8Pem))).toThrow(/never share the private one/);
  });
});

describe("base64", () => {
  it("round-trips bytes and accepts URL-safe input without padding", () => {
    const bytes = new Uint8Array([251, 255, 0, 1, 62, 63]);
    expect(bytesToBase64(bytes)).toBe("+/8AAT4/");
    expect(base64ToBytes("-_8AAT4_")).toEqual(bytes);
    expect(base64ToBytes("+/8A AT4/\n")).toEqual(bytes);
    expect(() => base64ToBytes("abc$")).toThrow();
  });
});

describe("timestampProblems", () => {
  const now = new Date("2025-03-14T03:15:00Z");
  it("accepts a 25-character ISO-8601 timestamp near now", () => {
    expect(timestampProblems(ts, now)).toEqual([]);
    expect(ts).toHaveLength(25);
  });
  it.each([
    ["2025-03-14T03:15:30Z", /instead of Z/],
    ["2025-03-14T10:15:30.123+07:00", /milliseconds/],
    ["2025-03-14T10:15:30", /Add the offset/],
    ["14/03/2025 10:15", /ISO-8601/],
    ["2025-02-30T10:15:30+07:00", /not a real date/],
    [" 2025-03-14T10:15:30+07:00", /spaces/],
    ["2025-03-14T11:15:30+07:00", /more than 5 minutes/],
    ["", /Enter the X-TIMESTAMP/],
  ])("%s", (value, problem) => {
    expect(timestampProblems(value, now).join(" ")).toMatch(problem);
  });
  it("timestampGmt7 writes now in GMT+7", () => {
    expect(timestampGmt7(new Date("2025-03-14T03:15:30.987Z"))).toBe(ts);
    expect(timestampProblems(timestampGmt7(now), now)).toEqual([]);
  });
});

describe("timestampFormatProblems", () => {
  it("checks the form only: a well-formed timestamp of any day passes", () => {
    expect(timestampFormatProblems("2019-01-01T00:00:00+07:00")).toEqual([]);
    expect(timestampFormatProblems("2025-03-14T10:15:30-05:00")).toEqual([]);
  });
  it.each([
    ["2025-03-14 10:15:30+07:00", /with T, not a space/],
    ["2025-03-14T10:15:30Z", /instead of Z/],
    ["2025-02-30T10:15:30+07:00", /not a real date/],
    ["", /Enter the X-TIMESTAMP/],
  ])("%s", (value, problem) => {
    expect(timestampFormatProblems(value).join(" ")).toMatch(problem);
  });
});

describe("externalIdProblems", () => {
  it("accepts 1 to 36 digits", () => {
    expect(externalIdProblems("7")).toEqual([]);
    expect(externalIdProblems("9".repeat(36))).toEqual([]);
  });
  it.each([
    ["ORDER-1", /digits only/],
    ["", /digits only/],
    ["12 34", /digits only/],
    ["1".repeat(37), /37 digits long/],
  ])("%s", (value, problem) => {
    expect(externalIdProblems(value).join(" ")).toMatch(problem);
  });
});

describe("pathProblems", () => {
  it("accepts API paths and a GET's query string", () => {
    expect(pathProblems("/v1.0/debit/payment-host-to-host", "POST")).toEqual([]);
    expect(pathProblems("/v1.0/get-auth-code?clientId=1&scopes=PAYMENT%2CQUERY_BALANCE", "GET")).toEqual([]);
  });
  it.each([
    ["https://api.sandbox.example/v1.0/debit/payment-host-to-host", "POST", /without scheme and host/],
    ["v1.0/debit/payment-host-to-host", "POST", /starts with \//],
    ["/v1.0/debit/payment-host-to-host/", "POST", /trailing slash/],
    ["/v1.0/debit/payment host", "POST", /spaces/],
    ["/v1.0/debit/payment-host-to-host?x=1", "POST", /Only a GET/],
    ["", "GET", /Enter the relative path/],
  ])("%s (%s)", (path, method, problem) => {
    expect(pathProblems(path, method).join(" ")).toMatch(problem);
  });
});

describe("buildCurl", () => {
  const base = {
    baseUrl: "https://api.sandbox.saku.example/",
    method: "post",
    path: "/v1.0/debit/payment-host-to-host",
    body: '{"note":"it\'s"}',
    timestamp: ts,
    signature: "c2ln",
    clientId: "2025031400000001",
    accessToken: `Bearer ${token}`,
    externalId: "41807553358950093184162180797837",
    channelId: "95221",
  };

  it("sends a service call with the service headers and the minified body, shell-quoted", () => {
    const curl = buildCurl({ ...base, signatureCase: "asymmetric" });
    expect(curl.split(" \\\n")).toEqual([
      "curl -X POST 'https://api.sandbox.saku.example/v1.0/debit/payment-host-to-host'",
      "  -H 'Content-Type: application/json'",
      `  -H 'Authorization: Bearer ${token}'`,
      `  -H 'X-TIMESTAMP: ${ts}'`,
      "  -H 'X-SIGNATURE: c2ln'",
      "  -H 'X-PARTNER-ID: 2025031400000001'",
      "  -H 'X-EXTERNAL-ID: 41807553358950093184162180797837'",
      "  -H 'CHANNEL-ID: 95221'",
      `  --data-raw '{"note":"it'\\''s"}'`,
    ]);
  });

  it("sends the access-token call to its fixed path with its fixed body and X-CLIENT-KEY", () => {
    const curl = buildCurl({ ...base, signatureCase: "access-token", method: "GET", path: "/ignored" });
    expect(curl).toContain("curl -X POST 'https://api.sandbox.saku.example/v1.0/access-token/b2b'");
    expect(curl).toContain("-H 'X-CLIENT-KEY: 2025031400000001'");
    expect(curl).toContain(`--data-raw '{"grantType":"client_credentials"}'`);
    expect(curl).not.toContain("Authorization");
  });

  it("sends no body for a request without one", () => {
    expect(buildCurl({ ...base, signatureCase: "symmetric", method: "GET", body: "" })).not.toContain("--data-raw");
  });

  it("shellQuote survives quotes and $", () => {
    expect(shellQuote("a'b $HOME")).toBe(`'a'\\''b $HOME'`);
  });
});
