// The fields of a request body a sample computes or reads when it runs (dynamic fields), and the
// markers that stand for them in the body template each language writes out.
import { dateTimeWithOffset, referenceFields, renewedMinutes } from "../mock";

/** A request or response body as JSON. */
export type SampleJson = string | number | boolean | null | SampleJson[] | { [key: string]: SampleJson };

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
export function markDynamics(body: SampleJson, dynamics: Dynamic[]): { template: SampleJson; derived: Derived[] } {
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
