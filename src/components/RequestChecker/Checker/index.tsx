import React, { useMemo, useState } from "react";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import type { FieldRow } from "../../../lib/openapi/types";
import { checkBodyText, formatPath, parseJsonText, type JsonPath, type JsonSchema } from "../../../lib/schema-check";
import { JsonBodyEditor, useSettledText } from "../../JsonBodyEditor";
import * as styles from "./styles.module.css";

export interface CheckerProps {
  /** The operation's request body schema (standalone, with its own $defs). */
  schema: JsonSchema;
  /** The first request example, to start from. */
  example: string;
  /** The request body table's rows: anchors and conditions of the fields. */
  rows: FieldRow[];
  operationName: string;
}

/** The request body table row that documents a path (array indexes dropped), if there is one. */
function rowFor(rows: FieldRow[], path: JsonPath): FieldRow | undefined {
  const names = path.filter((p): p is string => typeof p === "string");
  if (!names.length) return undefined;
  const id = `request-body.${names.join(".")}`;
  return rows.find((r) => r.id === id);
}

/** The checker itself: a JSON editor and the violations of the body, by field, as the reader types. */
export function Checker({ schema, example, rows, operationName }: CheckerProps) {
  const id = usePrefixedId("request-checker");
  const [text, setText] = useState(example);
  const [checkedText] = useSettledText(text);
  const result = useMemo(() => checkBodyText(checkedText, schema), [checkedText, schema]);

  const format = () => {
    const parsed = parseJsonText(text);
    if ("value" in parsed) setText(JSON.stringify(parsed.value, null, 2));
  };

  let summary: string;
  if (result.kind === "empty") summary = "Paste a request body to check it.";
  else if (result.kind === "syntax") summary = "This is not valid JSON yet.";
  else if (!result.violations.length)
    summary = `No problems found: this body matches the ${operationName} request schema.`;
  else summary = `${result.violations.length} problem${result.violations.length > 1 ? "s" : ""} found.`;
  const warnings = result.kind === "checked" ? result.warnings : [];
  if (warnings.length)
    summary += ` ${warnings.length} field${warnings.length > 1 ? "s" : ""} the schema does not define.`;

  return (
    <div className={styles.checker}>
      <JsonBodyEditor
        id={`${id}-body`}
        label="Request body (JSON)"
        value={text}
        onChange={setText}
        rows={14}
        autoCapitalize="off"
        describedBy={`${id}-summary`}
        invalid={result.kind === "syntax" || (result.kind === "checked" && result.violations.length > 0)}
        classNames={{ head: styles.head, label: styles.label, textarea: styles.editor }}
        actions={
          <div className={styles.buttons}>
            <button type="button" className="small-button" onClick={format} disabled={result.kind === "syntax"}>
              Format
            </button>
            <button type="button" className="small-button" onClick={() => setText(example)}>
              Reset to the example
            </button>
            <button type="button" className="small-button" onClick={() => setText("")}>
              Clear
            </button>
          </div>
        }
      />
      <p
        id={`${id}-summary`}
        role="status"
        className={`${styles.summary} ${result.kind === "checked" && !result.violations.length ? styles.ok : result.kind === "empty" ? "" : styles.bad}`}
      >
        {summary}
      </p>
      {result.kind === "syntax" && (
        <p className={styles.syntax}>
          Line {result.line}, column {result.column}: {result.message}.
        </p>
      )}
      {result.kind === "checked" && result.violations.length > 0 && (
        <ol className={styles.violations} aria-label="Problems in the request body">
          {result.violations.map((v, i) => {
            const row = rowFor(rows, v.path);
            const field = formatPath(v.path);
            return (
              <li key={`${field}-${i}`} className={styles.violation}>
                {row ? (
                  <a href={`#${row.id}`} className={styles.field}>
                    <code>{field}</code>
                  </a>
                ) : (
                  <code className={styles.field}>{field}</code>
                )}
                <span className={styles.keyword}>{v.keyword}</span>
                <span className={styles.message}>{v.message}</span>
                {row?.condition && v.keyword !== "type" && (
                  <span className={styles.condition}>Documented rule: {row.condition}.</span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {warnings.length > 0 && (
        <ul className={styles.warnings} aria-label="Fields the schema does not define">
          {warnings.map((w) => {
            const field = formatPath(w.path);
            return (
              <li key={field} className={styles.warning}>
                <code className={styles.field}>{field}</code>
                <span className={styles.keyword}>{w.keyword}</span>
                <span className={styles.message}>{w.message}</span>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.note}>
        The body is checked in your browser against the request schema of this page: types, lengths, mandatory and
        conditional fields, allowed values and formats. Whether values such as merchantId exist is only known to the
        API.
      </p>
    </div>
  );
}
