import type { ApiType, HttpMethod, SampleLanguage } from "../openapi/types";
import { dynamicFields, markDynamics, type Derived, type Dynamic, type SampleJson } from "./dynamic-fields";

/**
 * The shared core of the code samples generated from an operation (CONTENT.md: request examples
 * in several languages, each showing how the signature headers are computed). One module per
 * language (curl.ts, node.ts, …) writes the program; this one decides what every program does:
 *
 * - settings come from ONE set of environment variables on every page (`SAKU_BASE_URL`,
 *   `SAKU_CLIENT_ID`, `SAKU_PRIVATE_KEY` as PEM text, `SAKU_ACCESS_TOKEN`, …; `envNames`);
 * - service calls get a B2B access token first (unless `SAKU_ACCESS_TOKEN` is set), as the
 *   Authentication guide describes;
 * - `X-TIMESTAMP`, `X-EXTERNAL-ID`, reference numbers and body times (`validUpTo` = now + 30 min)
 *   are computed when the program runs, so a sample copied today still passes the API's checks;
 * - what a follow-up call takes from an earlier call (`originalPartnerReferenceNo`, `sessionId`,
 *   `authCode`, `divisionId`, …) is read from `SAKU_<FIELD>` (`SAKU_ORIGINAL_PARTNER_REFERENCE_NO`),
 *   named in the program's opening comment (followUpFields);
 * - every program prints the HTTP status and the response body.
 *
 * Tests run every sample of every operation with its real toolchain against the API mock
 * (src/node/openapi/__tests__/code-samples-run.test.ts).
 */

/**
 * How every program reads a key from the environment: PEM text in which each literal `\n` (two
 * characters, as secret stores that flatten a PEM to one line write it) is a line break, as the
 * Authentication guide says. The opening comment of the key's line says so.
 */
export const pemComment = "PEM text (a literal \\n is read as a line break)";

/**
 * How every notification handler hashes the body it received: minified first (whitespace outside
 * strings removed, key order and strings kept), as the Authentication guide says, so a framework or
 * proxy that re-indents the body does not break the signature (notificationVector is the test).
 */
export const notificationHashComment =
  "String to verify: POST:<path>:<lowercase hex SHA-256 of the minified body>:<X-TIMESTAMP>";

export type HeaderRole =
  | "timestamp"
  | "signature"
  | "client-key"
  | "partner-id"
  | "external-id"
  | "channel-id"
  | "authorization"
  | "authorization-customer"
  | "literal";

export interface SampleHeader {
  name: string;
  role: HeaderRole;
  /** The documented example value (a default, or the literal value for `literal`). */
  example: string;
}

export interface SampleInput {
  /** Operation title, for the opening comment. */
  summary: string;
  /** File stem in kebab case, e.g. `create-order`. */
  name: string;
  kind: ApiType;
  method: HttpMethod;
  /** Relative path; with the query string for GET calls with query parameters. */
  path: string;
  /** Request headers other than Content-Type, in the documented order. */
  headers: SampleHeader[];
  /** Request body example; undefined for calls without a body. */
  body?: SampleJson;
  /** Sandbox base URL. */
  baseUrl: string;
  /** Product display name (comments) and slug (environment variable prefix). */
  product: { name: string; slug: string };
  /** Notifications: the response codes the handler answers with. */
  answer?: NotificationAnswers;
}

export interface NotificationAnswers {
  /** `200xx00` */
  success: string;
  /** `401xx00`: the signature does not verify. */
  unauthorized: string;
  /** `400xx01`: the body cannot be parsed. */
  invalidFormat: string;
  /** `500xx00`: the handler failed. */
  generalError: string;
}

/**
 * The oldest runtime each language's samples and guide programs declare ("Python 3.8 or later"):
 * every opening comment says it, the Libraries page states it, and the tests hold the code to it
 * (run on it where the machine has it, otherwise checked for anything newer).
 */
export const sampleRuntimes = {
  node: { name: "Node.js", version: "18" },
  python: { name: "Python", version: "3.8" },
  go: { name: "Go", version: "1.19" },
  java: { name: "Java", version: "17" },
  php: { name: "PHP", version: "8.0" },
} as const;
export type SampleRuntime = keyof typeof sampleRuntimes;
/** `Python 3.8 or later`. */
export const runtimeLine = (runtime: SampleRuntime) =>
  `${sampleRuntimes[runtime].name} ${sampleRuntimes[runtime].version} or later`;

export const noAnswers: NotificationAnswers = { success: "", unauthorized: "", invalidFormat: "", generalError: "" };

export const sampleLanguages: SampleLanguage[] = [
  { value: "curl", label: "cURL" },
  { value: "node", label: "Node.js" },
  { value: "python", label: "Python" },
  { value: "go", label: "Go" },
  { value: "java", label: "Java" },
  { value: "php", label: "PHP" },
];

export interface GeneratedSample extends SampleLanguage {
  /** Highlighter language. */
  language: string;
  /** File name shown above the code. */
  title: string;
  code: string;
}

/** A sample whose example cannot be written in a language (named by operation). */
export class SampleError extends Error {}

/** Which role a documented header plays in the samples. */
export function headerRole(name: string): HeaderRole {
  const roles: Record<string, HeaderRole> = {
    "x-timestamp": "timestamp",
    "x-signature": "signature",
    "x-client-key": "client-key",
    "x-partner-id": "partner-id",
    "x-external-id": "external-id",
    "channel-id": "channel-id",
    authorization: "authorization",
    "authorization-customer": "authorization-customer",
  };
  return roles[name.toLowerCase()] ?? "literal";
}

// The relative path and body of the B2B access-token call, which service samples make first, and
// POSIX shell quoting: defined once, in src/lib/signature.ts.
export {
  followUpEnvName,
  followUpFields,
  markedInJson,
  markedJson,
  markedName,
  markedParts,
  type Derived,
  type Dynamic,
  type SampleJson,
} from "./dynamic-fields";
export { dynamicFields };
export { ACCESS_TOKEN_PATH as TOKEN_PATH, ACCESS_TOKEN_BODY as TOKEN_BODY, shellQuote } from "../signature";

/**
 * The environment variables every sample and guide program reads (docs/samples.md).
 * Keys are PEM text, not paths, so a deployment can pass them as secrets:
 * `export SAKU_PRIVATE_KEY="$(cat private_key.pem)"`.
 */
export const envPrefix = (productSlug: string) => productSlug.toUpperCase().replace(/[^A-Z0-9]/g, "_");

export function envNames(productSlug: string) {
  const prefix = envPrefix(productSlug);
  return {
    baseUrl: `${prefix}_BASE_URL`,
    clientId: `${prefix}_CLIENT_ID`,
    privateKey: `${prefix}_PRIVATE_KEY`,
    clientSecret: `${prefix}_CLIENT_SECRET`,
    accessToken: `${prefix}_ACCESS_TOKEN`,
    customerToken: `${prefix}_CUSTOMER_TOKEN`,
    channelId: `${prefix}_CHANNEL_ID`,
    /** The provider's public key (PEM text): notification handlers verify with it. */
    publicKey: `${prefix}_PUBLIC_KEY`,
  };
}
export type EnvNames = ReturnType<typeof envNames>;

export interface Settings {
  env: EnvNames;
  clientId: string;
  /** Service calls with an Authorization header: the program gets a B2B token first. */
  needsToken: boolean;
  customerToken: string | null;
  channelId: string;
  hasBody: boolean;
  /** The documented example, minified (notifications send it as it is). */
  bodyText: string;
  /** The body with dynamic fields marked (markedName / markedJson / markedInJson). */
  template: SampleJson | undefined;
  /** Strings of the body that quote a reference and derive from its variable. */
  derived: Derived[];
  dynamics: Dynamic[];
  externalId: boolean;
  stringToSign: "token" | "service";
}

const bearer = (value: string) => value.replace(/^Bearer\s+/i, "");

export function settingsOf(input: SampleInput): Settings {
  const find = (role: HeaderRole) => input.headers.find((h) => h.role === role);
  const client = find("client-key") ?? find("partner-id");
  const customer = find("authorization-customer");
  const hasBody = input.body !== undefined && input.method !== "GET";
  const env = envNames(input.product.slug);
  const dynamics =
    hasBody && input.kind !== "notification" ? dynamicFields(input.body, envPrefix(input.product.slug)) : [];
  return {
    env,
    clientId: client?.example ?? "",
    needsToken: input.kind === "service" && Boolean(find("authorization")),
    customerToken: customer ? bearer(customer.example) : null,
    channelId: find("channel-id")?.example ?? "",
    hasBody,
    bodyText: hasBody ? JSON.stringify(input.body) : "",
    ...(hasBody && input.body !== undefined
      ? markDynamics(input.body, dynamics)
      : { template: undefined, derived: [] }),
    dynamics,
    externalId: input.headers.some((h) => h.role === "external-id"),
    stringToSign: input.kind === "access-token" ? "token" : "service",
  };
}

export const indent = (text: string, pad: string) =>
  text
    .split("\n")
    .map((l, i) => (i === 0 ? l : pad + l))
    .join("\n");
export const dq = (s: string) => JSON.stringify(s);
export const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
export const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascal = (name: string) => camel(name).replace(/^./, (c) => c.toUpperCase());
export const snake = (name: string) => name.replace(/-/g, "_");
/** `validUpTo` → `valid_up_to` (Python), upper-cased for shell variables. */
export const snakeOfCamel = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The opening line's "METHOD /path". */
export const route = (input: SampleInput) => `${input.method} ${input.path.split("?")[0]}`;

export function signatureComment(s: Settings, method: string): string {
  return s.stringToSign === "token"
    ? "<client id>|<X-TIMESTAMP>"
    : `${method}:<path>:<lowercase hex SHA-256 of the minified body>:<X-TIMESTAMP>`;
}

/** What every request sample prints, said in its opening comment. */
export const printsComment = "Prints the HTTP status and the response body.";

/** The opening comment's lines on the variables a follow-up reads (`Set SAKU_SESSION_ID to …`). */
export function followUpComments(s: Settings): string[] {
  return s.dynamics
    .filter((d) => d.kind === "follow-up")
    .map((d) => `Set ${d.env ?? ""} to ${d.description ?? d.name}.`);
}

/** The variables a request sample computes or reads, named in each language (HeaderDialect). */
export type HeaderVariable =
  "timestamp" | "signature" | "clientId" | "externalId" | "channelId" | "accessToken" | "customerToken";

/** The variable each header role's value comes from; other roles are written out from the example. */
const roleVariables: Partial<Record<HeaderRole, HeaderVariable>> = {
  timestamp: "timestamp",
  signature: "signature",
  "client-key": "clientId",
  "partner-id": "clientId",
  "external-id": "externalId",
  "channel-id": "channelId",
  authorization: "accessToken",
  "authorization-customer": "customerToken",
};

/** How one language writes a request header's value. */
export interface HeaderDialect {
  vars: Record<HeaderVariable, string>;
  /** The value from a variable; `bearer` for the Authorization headers (`Bearer ` + the token). */
  ref(h: SampleHeader, variable: string, bearer: boolean): string;
  /** The documented example value, quoted as the language needs. */
  literal(h: SampleHeader): string;
}

export function headerValue(h: SampleHeader, d: HeaderDialect): string {
  const variable = roleVariables[h.role];
  if (!variable) return d.literal(h);
  return d.ref(h, d.vars[variable], h.role === "authorization" || h.role === "authorization-customer");
}

export const camelVars: Record<HeaderVariable, string> = {
  timestamp: "timestamp",
  signature: "signature",
  clientId: "clientId",
  externalId: "externalId",
  channelId: "channelId",
  accessToken: "accessToken",
  customerToken: "customerToken",
};
export const quotedLiteral = (h: SampleHeader) => dq(h.example);

/** The settings only some requests read from the environment (customer token, channel id). */
export function optionalSettings(
  s: Settings,
  d: HeaderDialect,
  line: (name: string, env: string, value: string, comment: string) => string,
): string[] {
  const settings: [HeaderVariable, string, string | null, string][] = [
    ["customerToken", s.env.customerToken, s.customerToken, "the user's token from Apply Token"],
    ["channelId", s.env.channelId, s.channelId || null, ""],
  ];
  return settings.flatMap(([variable, env, value, comment]) =>
    value === null ? [] : [line(d.vars[variable], env, value, comment)],
  );
}

/** One language's program for a call, and its file name. */
export interface LanguageModule {
  language: string;
  request(input: SampleInput, s: Settings): { title: string; code: string };
  notification(input: SampleInput, s: Settings): { title: string; code: string };
}
