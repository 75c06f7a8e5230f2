import { generateKeyPairSync, sign, verify } from "node:crypto";
import { alteredSignature, checkAnswer, expectedAnswer, statusNames, withSignature, withStatus } from "../notification";
import type { OperationView } from "../../openapi/types";
import type { JsonSchema, Violation } from "../../schema-check/types";

const example = (body: unknown) => ({
  id: "e",
  status: "",
  summary: "",
  description: [],
  code: { language: "json", title: "", classes: [], tokens: [JSON.stringify(body, null, 2)] },
});
const notify = {
  serviceCode: "45",
  responseCodes: ["2004500", "4004501", "4004502", "4014500", "5004501"].map((code) => ({ code })),
  requestExamples: [
    example({ latestTransactionStatus: "00", transactionStatusDesc: "SUCCESS" }),
    example({ latestTransactionStatus: "06", transactionStatusDesc: "FAILED" }),
  ],
} as unknown as OperationView;
const ackSchema: JsonSchema = {
  type: "object",
  required: ["responseCode", "responseMessage"],
  properties: { responseCode: { type: "string" }, responseMessage: { type: "string" } },
};
const schemas = { "200": ackSchema, "401": ackSchema, "400": ackSchema };
const missing: Violation = { path: [], keyword: "required", message: 'must have "amount"' };
const wrongType: Violation = { path: ["amount"], keyword: "type", message: "must be object" };

describe("expectedAnswer", () => {
  it("follows the documented path for what was built", () => {
    expect(expectedAnswer(notify, { signatureValid: true, violations: [] })).toEqual({
      status: 200,
      code: "2004500",
      sent: "a correctly signed notification",
    });
    expect(expectedAnswer(notify, { signatureValid: false, violations: [] })).toMatchObject({
      status: 401,
      code: "4014500",
    });
    // A bad signature is refused before the body is read.
    expect(expectedAnswer(notify, { signatureValid: false, violations: [missing] }).code).toBe("4014500");
    expect(expectedAnswer(notify, { signatureValid: true, violations: [wrongType, missing] })).toMatchObject({
      status: 400,
      code: "4004502",
    });
    expect(expectedAnswer(notify, { signatureValid: true, violations: [wrongType] }).code).toBe("4004501");
  });
});

describe("checkAnswer", () => {
  const valid = expectedAnswer(notify, { signatureValid: true, violations: [] });
  const invalid = expectedAnswer(notify, { signatureValid: false, violations: [] });
  const body = (code: string) => JSON.stringify({ responseCode: code, responseMessage: "x" });

  it("accepts the documented answer, HTTP status included", () => {
    expect(checkAnswer(valid, "200", body("2004500"), schemas)).toEqual({ ok: true, lines: [] });
    expect(checkAnswer(invalid, "401", body("4014500"), schemas)).toEqual({ ok: true, lines: [] });
  });

  it("does not call a 4014500 to a correctly signed notification a match, and says why", () => {
    const verdict = checkAnswer(valid, "401", body("4014500"), schemas);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines).toEqual([
      "HTTP 401: the documented answer to a correctly signed notification is HTTP 200.",
      expect.stringMatching(
        /^responseCode 4014500: the documented answer to a correctly signed notification is 2004500\. Your endpoint rejected a notification whose signature is valid/,
      ),
    ]);
  });

  it("calls success to an invalid signature a failure of scenario C-07", () => {
    const verdict = checkAnswer(invalid, "200", body("2004500"), schemas);
    expect(verdict.ok).toBe(false);
    expect(verdict.lines[1]).toMatch(/accepted a notification it must reject \(scenario C-07\)/);
  });

  it("asks for the HTTP status, and checks the body against the documented schema", () => {
    expect(checkAnswer(valid, "", body("2004500"), schemas).lines).toEqual([
      "Enter the HTTP status your endpoint answered (three digits, e.g. 200).",
    ]);
    expect(checkAnswer(valid, "200", '{"responseCode":"2004500"}', schemas).lines).toEqual([
      expect.stringContaining("responseMessage"),
    ]);
    expect(checkAnswer(valid, "200", "{ nope", schemas).lines).toEqual([
      expect.stringMatching(/^The body is not valid JSON: line 1, column 3/),
    ]);
  });
});

describe("an invalid signature (scenario C-07)", () => {
  it("has the same length and does not verify", () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const signature = sign("sha256", Buffer.from("POST:/notify:abc:ts"), privateKey).toString("base64");
    const altered = alteredSignature(signature);
    expect(altered).not.toBe(signature);
    expect(altered).toHaveLength(signature.length);
    const ok = (s: string) => verify("sha256", Buffer.from("POST:/notify:abc:ts"), publicKey, Buffer.from(s, "base64"));
    expect(ok(signature)).toBe(true);
    expect(ok(altered)).toBe(false);
  });

  it("replaces X-SIGNATURE and keeps what was signed", () => {
    const request = {
      method: "POST" as const,
      path: "/notify",
      headers: [
        ["X-TIMESTAMP", "t"],
        ["X-SIGNATURE", "good"],
      ] as [string, string][],
      body: "{}",
      stringToSign: "POST:/notify",
      signature: "good",
      algorithm: "SHA256withRSA",
    };
    expect(withSignature(request, "bad")).toEqual({
      ...request,
      signature: "bad",
      headers: [
        ["X-TIMESTAMP", "t"],
        ["X-SIGNATURE", "bad"],
      ],
    });
  });
});

describe("the status of a notification", () => {
  it("takes the names of the statuses from the documented examples and sets both in the body", () => {
    const names = statusNames(notify);
    expect([...names]).toEqual([
      ["00", "SUCCESS"],
      ["06", "FAILED"],
    ]);
    expect(
      JSON.parse(withStatus('{"latestTransactionStatus":"00","transactionStatusDesc":"SUCCESS","a":1}', "06", names)),
    ).toEqual({ latestTransactionStatus: "06", transactionStatusDesc: "FAILED", a: 1 });
    expect(withStatus("{ broken", "06", names)).toBe("{ broken");
  });
});
