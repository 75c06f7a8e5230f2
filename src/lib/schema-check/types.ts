/** The types the schema checker shares with its callers. */

export type JsonSchema = boolean | { [keyword: string]: unknown };
export type JsonPath = (string | number)[];

export interface Violation {
  /** Where the problem is: the field's path in the body ([] for the body itself). */
  path: JsonPath;
  /** The schema keyword that failed (`required`, `maxLength`, `type`, …). */
  keyword: string;
  message: string;
}

export interface JsonParseProblem {
  message: string;
  line: number;
  column: number;
}

/** A typed request body, checked: empty, not JSON (and where), or its violations and undefined fields. */
export type BodyCheck =
  | { kind: "empty" }
  | ({ kind: "syntax" } & JsonParseProblem)
  | { kind: "checked"; violations: Violation[]; warnings: Violation[] };
