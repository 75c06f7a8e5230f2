import React from "react";
import { formatPath, type BodyCheck as BodyCheckResult } from "../../../../lib/schema-check";
import * as styles from "../styles.module.css";

export interface BodyCheckProps {
  id: string;
  /** `checkBodyText(…)`, or null when there is no schema to check against. */
  check: BodyCheckResult | null;
  /** Whose schema: "request", "notification". */
  schema: string;
  /** Said when the body matches, after "Matches the … schema." */
  matches: string;
  /** Said after the number of problems: what the reader can still do. */
  still: string;
}

/**
 * What the console says about a body as the reader edits it, with the request checker's messages:
 * where the JSON breaks, the schema's violations, and the fields the schema does not define.
 */
export function BodyCheck({ id, check, schema, matches, still }: BodyCheckProps) {
  const violations = check?.kind === "checked" ? check.violations : [];
  const warnings = check?.kind === "checked" ? check.warnings : [];
  return (
    <div id={id} role="status" className={styles.check}>
      {check?.kind === "syntax" ? (
        <p className={styles.bad}>
          This is not valid JSON: Line {check.line}, column {check.column}: {check.message}.
        </p>
      ) : violations.length > 0 ? (
        <>
          <p className={styles.bad}>
            {violations.length} problem{violations.length > 1 ? "s" : ""} with the {schema} schema. {still}
          </p>
          <ul className={styles.violations}>
            {violations.map((v, i) => (
              <li key={`${formatPath(v.path)}-${i}`}>
                <code>{formatPath(v.path)}</code> {v.message}
              </li>
            ))}
          </ul>
        </>
      ) : check?.kind === "checked" ? (
        <p className={styles.muted}>
          Matches the {schema} schema. {matches}
        </p>
      ) : null}
      {warnings.length > 0 && (
        <>
          <p className={styles.label}>
            {warnings.length} field{warnings.length > 1 ? "s" : ""} the schema does not define: the API ignores{" "}
            {warnings.length > 1 ? "them" : "it"}.
          </p>
          <ul className={styles.violations}>
            {warnings.map((w) => (
              <li key={formatPath(w.path)}>{w.message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
