import { dateTimeWithOffset, referenceFields, renewedMinutes } from "../mock";
import type { ApiType, HttpMethod, SampleLanguage } from "../openapi/types";

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

export type SampleJson = string | number | boolean | null | SampleJson[] | { [key: string]: SampleJson };

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

/** A body field whose value the program computes when it runs, or reads from the environment. */
export interface Dynamic {
  /** Where in the body (`["validUpTo"]`). */
  path: (string | number)[];
  /** The field's name in camel case, the stem of the variable that holds it. */
  name: string;
  /**
   * `reference`: a fresh reference number with the example's prefix; `time`: now + minutes in
   * GMT+7; `follow-up`: read from the environment variable `env`, the example by default.
   */
  kind: "reference" | "time" | "follow-up";
  /** `time`: minutes from now. */
  minutes: number;
  /** `reference`: the example's prefix, e.g. `INV`. */
  prefix: string;
  /**
   * `follow-up`: the variable (`SAKU_ORIGINAL_PARTNER_REFERENCE_NO`) and what to set it to; the
   * example value of follow-ups and references (other strings quoting it derive from the variable).
   */
  env?: string;
  example?: string;
  description?: string;
}

/**
 * What a call takes from an earlier call (or from onboarding, `merchantId`): the program reads it
 * from `SAKU_<FIELD>` (followUpEnvName), falling back to the documented example. Value: what to
 * set it to.
 */
export const followUpFields: Record<string, string> = {
  merchantId: "your merchant id, issued at onboarding",
  originalPartnerReferenceNo: "the partnerReferenceNo you sent with the original transaction",
  originalReferenceNo: "the referenceNo the original transaction answered",
  originalExternalId: "the X-EXTERNAL-ID of the original request",
  sessionId: "the sessionId of the inquiry made just before",
  authCode: "the authCode sent to your redirectUrl when the user approved the binding",
  refreshToken: "the refreshToken Apply Token answered",
  divisionId: "the divisionId Create Division answered",
  parentDivisionId: "the divisionId of the parent division",
  shopId: "the shopId Create Shop answered",
};

/** `originalPartnerReferenceNo` → `SAKU_ORIGINAL_PARTNER_REFERENCE_NO`. */
export const followUpEnvName = (prefix: string, field: string) =>
  `${prefix}_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/**
 * The body fields a sample must not send as documented because the API would refuse them a
 * day later: a reference of its own (`partnerReferenceNo`, `partnerRefundNo`, …: a new transaction
 * needs a new one), date-times (a `validUpTo` in the past is invalid) and what refers to an earlier
 * call (read from the environment). Deadlines get now + 30 minutes (inside every operation's
 * window, CONTENT.md), the start of a range 7 days ago, other times now.
 */
export function dynamicFields(body: SampleJson | undefined, prefix = "SAKU"): Dynamic[] {
  const found: Dynamic[] = [];
  const walk = (value: SampleJson, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else if (typeof value === "string") {
      const key = path.at(-1);
      if (typeof key !== "string") return;
      if (key in followUpFields)
        found.push({
          path,
          name: key,
          kind: "follow-up",
          minutes: 0,
          prefix: "",
          env: followUpEnvName(prefix, key),
          example: value,
          description: followUpFields[key],
        });
      else if (referenceFields.includes(key) && path.length === 1)
        found.push({
          path,
          name: key,
          kind: "reference",
          minutes: 0,
          prefix: /^([A-Za-z]+)-/.exec(value)?.[1] ?? "REF",
          example: value,
        });
      else if (dateTimeWithOffset.test(value))
        found.push({ path, name: key, kind: "time", minutes: renewedMinutes(key), prefix: "" });
    }
  };
  if (body !== undefined) walk(body, []);
  // One variable per name: a name found twice keeps its first place only.
  return found.filter((d, i) => found.findIndex((o) => o.name === d.name) === i);
}

const SENTINEL = "\u0000";

/** A string of the body that quotes a reference's example (`"Order INV-20250314-000187"`): it derives from that reference. */
export interface Derived {
  path: (string | number)[];
  /** The dynamic field it quotes. */
  name: string;
  /** The quoted example value, replaced by the field's value when the program runs. */
  example: string;
}

/**
 * The body with each dynamic field replaced by a marker (`\0name\0`) the languages turn into a
 * variable, and each other string that quotes a reference's example with the marker in its place
 * (`"Order \0partnerReferenceNo\0"`), so a URL or title carries the reference the program made.
 */
function markDynamics(body: SampleJson, dynamics: Dynamic[]): { template: SampleJson; derived: Derived[] } {
  const copy = JSON.parse(JSON.stringify(body)) as SampleJson;
  const parentOf = (path: (string | number)[]) => {
    let node: SampleJson = copy;
    for (const key of path.slice(0, -1)) node = (node as Record<string, SampleJson>)[key as string];
    return node as Record<string, SampleJson>;
  };
  for (const d of dynamics) parentOf(d.path)[d.path.at(-1) as string] = `${SENTINEL}${d.name}${SENTINEL}`;
  // Quoted references: long enough to be a reference, not a word ("INV-20250314-000187").
  const quoted = dynamics.filter((d) => d.kind !== "time" && (d.example ?? "").length >= 8);
  const derived: Derived[] = [];
  const walk = (value: SampleJson, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    else if (typeof value === "string" && markedName(value) === null) {
      const d = quoted.find((q) => value.includes(q.example ?? ""));
      if (!d?.example) return;
      derived.push({ path, name: d.name, example: d.example });
      parentOf(path)[path.at(-1) as string] = value.split(d.example).join(`${SENTINEL}${d.name}${SENTINEL}`);
    }
  };
  walk(copy, []);
  return { template: copy, derived };
}

/** The dynamic field a string marks, if any. */
export function markedName(value: string): string | null {
  const m = /^\u0000(\w+)\u0000$/.exec(value);
  return m ? m[1] : null;
}

/** In JSON text (`JSON.stringify` of the marked body): `"\u0000name\u0000"`, the quotes included. */
export const markedJson = /"\\u0000(\w+)\\u0000"/g;

/**
 * In JSON text, a marker wherever it is: a whole string's without its quotes, or one inside a
 * string that derives from a reference (`"Order \u0000partnerReferenceNo\u0000"`).
 */
export const markedInJson = /\\u0000(\w+)\\u0000/g;

/** A string with markers (`Order \0partnerReferenceNo\0`) as its literal parts and the names between them. */
export function markedParts(value: string): { literals: string[]; names: string[] } {
  const pieces = value.split(SENTINEL);
  return { literals: pieces.filter((_, i) => i % 2 === 0), names: pieces.filter((_, i) => i % 2 === 1) };
}

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
