import { generateKeyPairSync } from "node:crypto";
import type { FieldRow } from "../../openapi/types";
import type { Credentials } from "../request";

/** What the Try it tests share: a reader's RSA key pair and credentials, and header rows as the API pages list them. */

export const keyPair = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});

export const testCredentials: Credentials = {
  clientId: "2025031400000001",
  privateKeyPem: keyPair.privateKey,
  clientSecret: "s3cr3t",
  signing: "asymmetric",
};

/** A top-level header row of an API page. */
export const headerRow = (name: string, required: FieldRow["required"] = "required", example?: string): FieldRow => ({
  id: `headers.${name}`,
  name,
  depth: 0,
  parent: -1,
  nested: false,
  type: "string",
  length: "",
  required,
  description: [],
  example,
});
