import { useReducer } from "react";
import { siteConfig } from "../../../config";
import { DEFAULT_CHANNEL_ID, externalIdFrom, guideExample, type SignatureCase } from "../../../lib/signature";
import type { PlaygroundInput, PlaygroundMode } from "../../../lib/signature";

/** The environments a cURL command can target. */
export const environments = [
  { label: "Sandbox", url: siteConfig.api.sandboxBaseUrl },
  { label: "Production", url: siteConfig.api.productionBaseUrl },
];

/** The playground's first input: signing asymmetrically, with the guide's worked example. */
export function initialInput(random: (length: number) => Uint8Array): PlaygroundInput {
  return {
    mode: "sign",
    signatureCase: "asymmetric",
    // The first values shown are the guide's worked example, so they can be checked against it.
    ...guideExample,
    privateKeyPem: "",
    clientSecret: "",
    publicKeyPem: "",
    signatureToVerify: "",
    baseUrl: environments[0].url,
    externalId: externalIdFrom(random(32)),
    channelId: DEFAULT_CHANNEL_ID,
  };
}

/** The text fields of the input: every one but the mode and the signature case. */
export type PlaygroundTextField = Exclude<keyof PlaygroundInput, "mode" | "signatureCase">;

export type PlaygroundInputAction =
  | { type: "field"; field: PlaygroundTextField; value: string }
  | { type: "mode"; mode: PlaygroundMode }
  | { type: "signature-case"; signatureCase: SignatureCase }
  | { type: "key-pair"; privateKeyPem: string; publicKeyPem: string };

export function playgroundInputReducer(input: PlaygroundInput, action: PlaygroundInputAction): PlaygroundInput {
  switch (action.type) {
    case "field":
      return { ...input, [action.field]: action.value };
    case "mode":
      return { ...input, mode: action.mode };
    case "signature-case":
      return { ...input, signatureCase: action.signatureCase };
    case "key-pair":
      return { ...input, privateKeyPem: action.privateKeyPem, publicKeyPem: action.publicKeyPem };
  }
}

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));

/**
 * What the reader enters in the signature playground. It is not the Try it console's request draft:
 * the playground signs free-standing values (method and path typed in, keys, a signature to
 * verify), while the console edits the parameters and headers of one documented operation.
 */
export function usePlaygroundInput() {
  return useReducer(playgroundInputReducer, random, initialInput);
}
