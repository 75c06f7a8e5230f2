import { guideExample } from "../../../../lib/signature";
import { environments, initialInput, playgroundInputReducer } from "../usePlaygroundInput";

const zeros = (length: number) => new Uint8Array(length);

describe("playgroundInputReducer", () => {
  it("starts signing asymmetrically with the guide's worked example, no keys, the sandbox", () => {
    const input = initialInput(zeros);
    expect(input).toMatchObject({ ...guideExample, mode: "sign", signatureCase: "asymmetric" });
    expect(input.privateKeyPem).toBe("");
    expect(input.baseUrl).toBe(environments[0].url);
    expect(input.externalId).toBe(initialInput(zeros).externalId);
  });

  it("sets one field, keeping the others", () => {
    const input = initialInput(zeros);
    const next = playgroundInputReducer(input, {
      type: "field",
      field: "timestamp",
      value: "2024-01-01T00:00:00+07:00",
    });
    expect(next).toEqual({ ...input, timestamp: "2024-01-01T00:00:00+07:00" });
  });

  it("switches mode and signature case, and fills in a generated key pair", () => {
    let input = initialInput(zeros);
    input = playgroundInputReducer(input, { type: "mode", mode: "verify" });
    input = playgroundInputReducer(input, { type: "signature-case", signatureCase: "symmetric" });
    input = playgroundInputReducer(input, { type: "key-pair", privateKeyPem: "PRIVATE", publicKeyPem: "PUBLIC" });
    expect(input).toMatchObject({
      mode: "verify",
      signatureCase: "symmetric",
      privateKeyPem: "PRIVATE",
      publicKeyPem: "PUBLIC",
    });
  });
});
