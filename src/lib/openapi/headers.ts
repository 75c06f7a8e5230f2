import {
  accessTokenStringToSign,
  asymmetricStringToSign,
  signatureCases,
  symmetricStringToSign,
  type SignatureCase,
} from "../signature";
import type { ApiType, HttpMethod } from "./types";

/**
 * The signing headers of an operation, derived from its kind (`x-api-type`) and the rules of
 * src/lib/signature.ts, so an API page's header table cannot say what the authentication guide
 * and the signing code do not (Apply Token's X-SIGNATURE row once allowed HMAC-SHA512,
 * while access-token calls are always RSA).
 */

/** The signatures each kind of call accepts (authentication guide, "Signatures"). */
export const signatureCasesOf: Record<ApiType, readonly SignatureCase[]> = {
  "access-token": ["access-token"],
  service: ["asymmetric", "symmetric"],
  // Notifications are signed by the product with its private key, like an asymmetric service call.
  notification: ["asymmetric"],
};

/** Headers every call of a kind carries, and headers a call of that kind never carries. */
export const headerRulesOf: Record<ApiType, { required: readonly string[]; absent: readonly string[] }> = {
  "access-token": {
    required: ["X-TIMESTAMP", "X-CLIENT-KEY", "X-SIGNATURE"],
    absent: ["Authorization", "Authorization-Customer"],
  },
  service: {
    required: ["Authorization", "X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID", "X-EXTERNAL-ID", "CHANNEL-ID"],
    absent: ["X-CLIENT-KEY"],
  },
  notification: {
    required: ["X-TIMESTAMP", "X-SIGNATURE", "X-PARTNER-ID", "X-EXTERNAL-ID", "CHANNEL-ID"],
    absent: ["Authorization", "Authorization-Customer", "X-CLIENT-KEY"],
  },
};

/** A header parameter as the document declares it on one operation. */
export interface DeclaredHeader {
  name: string;
  required: boolean;
}

const kindName: Record<ApiType, string> = {
  "access-token": "an access-token call",
  service: "a service call",
  notification: "a notification",
};

/**
 * What is wrong with an operation's declared headers under the rules of its kind (`headerRulesOf`):
 * a header every call of the kind carries that is missing or optional, or one the kind never carries.
 * The build refuses a document with any (validate.ts), so header tables cannot contradict the rules.
 */
export function headerRuleProblems(kind: ApiType, headers: readonly DeclaredHeader[]): string[] {
  const rules = headerRulesOf[kind];
  const declared = new Map(headers.map((h) => [h.name.toLowerCase(), h]));
  const problems: string[] = [];
  for (const name of rules.required) {
    const header = declared.get(name.toLowerCase());
    if (!header)
      problems.push(`${name} is missing: every header of ${kindName[kind]} lists it (${rules.required.join(", ")})`);
    else if (!header.required) problems.push(`${name} must be required: ${kindName[kind]} always sends it`);
  }
  for (const name of rules.absent)
    if (declared.has(name.toLowerCase())) problems.push(`${name} must not be a header of ${kindName[kind]}`);
  return problems;
}

/** The algorithm of a signature case, as signature.ts names it (`SHA256withRSA`, `HMAC-SHA512`). */
export const algorithmOf = (c: SignatureCase): string => signatureCases.find((s) => s.value === c)?.algorithm ?? c;

export interface SigningInput {
  kind: ApiType;
  method: HttpMethod;
  /** Relative path (for notifications, the conventional path of the merchant's notification URL). */
  path: string;
  /** Whether a GET sends query parameters, which are part of the signed path. */
  hasQuery: boolean;
  /** Brand name, e.g. `Saku`. */
  product: string;
  /** Route of the authentication guide. */
  authenticationRoute: string;
}

/** The string a signature case signs for this operation, placeholders in angle brackets. */
export function stringToSignOf(c: SignatureCase, input: Omit<SigningInput, "authenticationRoute">): string {
  const timestamp = "<X-TIMESTAMP>";
  if (c === "access-token") return accessTokenStringToSign("<X-CLIENT-KEY>", timestamp);
  const parts = {
    method: input.method,
    path: input.method === "GET" && input.hasQuery ? `${input.path}?<query string as sent>` : input.path,
    bodyHash:
      input.method === "GET"
        ? "<lowercase hex SHA-256 of the empty string>"
        : "<lowercase hex SHA-256 of the minified body>",
    timestamp,
  };
  return c === "asymmetric"
    ? asymmetricStringToSign(parts)
    : symmetricStringToSign({ ...parts, accessToken: "<B2B access token>" });
}

/** Markdown description of the X-SIGNATURE row, generated from the operation's kind. */
export function signatureHeaderMarkdown(input: SigningInput): string {
  const guide = input.authenticationRoute.replace(/\/$/, "");
  const sign = (c: SignatureCase) => `\`${stringToSignOf(c, input)}\``;
  switch (input.kind) {
    case "access-token":
      return (
        `Base64 ${algorithmOf("access-token")} signature of ${sign("access-token")}, made with your private key. ` +
        `Access-token calls are always signed with RSA, never with the client secret ` +
        `([how](${guide}#get-a-b2b-access-token)).`
      );
    case "service":
      return (
        `Base64 signature of this request, by the method your integration uses. Asymmetric (the default): ` +
        `${algorithmOf("asymmetric")} with your private key over ${sign("asymmetric")} ` +
        `([how](${guide}#sign-a-service-request-asymmetric)). Symmetric: ${algorithmOf("symmetric")} with your ` +
        `client secret over ${sign("symmetric")} ([how](${guide}#sign-a-service-request-symmetric)).`
      );
    case "notification":
      return (
        `Base64 ${algorithmOf("asymmetric")} signature made with ${input.product}'s private key over ` +
        `${sign("asymmetric")}, where the path is that of your notification URL. Verify it with ` +
        `${input.product}'s public key before trusting the body ([how](${guide}#verify-notifications)).`
      );
  }
}
