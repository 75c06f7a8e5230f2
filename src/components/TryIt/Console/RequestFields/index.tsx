import React from "react";
import type { OperationView } from "../../../../lib/openapi/types";
import { pathParameterNames, type HeaderField } from "../../../../lib/tryit";
import type { Environment } from "../../../../lib/tryit";
import type { RequestDraft, RequestDraftAction } from "../useRequestDraft";
import { automaticHeadersHint } from "../text";
import * as styles from "../styles.module.css";

export interface RequestFieldsProps {
  id: string;
  operation: OperationView;
  fields: HeaderField[];
  environment: Environment;
  draft: RequestDraft;
  dispatch: (action: RequestDraftAction) => void;
}

/** What the console says under an automatic header the reader may want to override. */
function headerHint(field: HeaderField, environment: Environment): string | null {
  if (field.auto === "authorization")
    return "A B2B access token from Get B2B Access Token, kept for this visit and renewed 30 seconds before its 900 seconds run out. Scenario C-03 (expired token): type Bearer EXPIRED, which the sandbox answers as an expired token (401xx01 Invalid Token (B2B)); then empty the field and send again with Keep my references, as the scenario asks.";
  if (field.auto === "customer-token")
    return environment === "simulated"
      ? "The simulated sandbox has no consent page to bind a user on, so it takes the customer token Apply Token documents in its answer as the binding of the test user 6281234567890, and the console sends that token. Type a token to send it instead: Bearer EXPIRED gets 401xx01 Invalid Token (B2B2C), as an expired token does (scenario WB-11)."
      : "In this environment the customer token comes from a real binding: bind the test user 6281234567890 (Get OAuth or Deeplink Binding), exchange the authCode with Apply Token, and enter Bearer followed by its accessToken.";
  return null;
}

/**
 * The request's path parameters, query parameters and headers, as the reader edits them; an
 * optional automatic header can be left out.
 */
export function RequestFields({ id, operation, fields, environment, draft, dispatch }: RequestFieldsProps) {
  const queryRows = operation.query.filter((r) => r.depth === 0);
  const pathNames = pathParameterNames(operation.path);
  return (
    <>
      {pathNames.length > 0 && (
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>Path parameters</h4>
          {pathNames.map((name) => (
            <div key={name} className={styles.row}>
              <label className={styles.label} htmlFor={`${id}-p-${name}`}>
                <code>{name}</code> <span className={styles.muted}>required</span>
              </label>
              <input
                id={`${id}-p-${name}`}
                className={styles.input}
                value={draft.pathParams[name] ?? ""}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => dispatch({ type: "path-param", name, value: e.currentTarget.value })}
              />
            </div>
          ))}
        </div>
      )}
      {queryRows.length > 0 && (
        <div className={styles.group}>
          <h4 className={styles.groupTitle}>Query parameters</h4>
          <p className={styles.hint}>Type values as they are: the console URL-encodes them once when it sends.</p>
          {queryRows.map((r) => (
            <div key={r.name} className={styles.row}>
              <label className={styles.label} htmlFor={`${id}-q-${r.name}`}>
                <code>{r.name}</code> <span className={styles.muted}>{r.required}</span>
              </label>
              <input
                id={`${id}-q-${r.name}`}
                className={styles.input}
                value={draft.query[r.name] ?? ""}
                spellCheck={false}
                autoComplete="off"
                onChange={(e) => dispatch({ type: "query", name: r.name, value: e.currentTarget.value })}
              />
            </div>
          ))}
        </div>
      )}
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>Headers</h4>
        <p className={styles.hint}>{automaticHeadersHint(fields)}</p>
        {fields.map((f) => {
          const omitted = !f.required && f.auto !== null && draft.leftOut.includes(f.name);
          const hint = headerHint(f, environment);
          return (
            <div key={f.name} className={styles.row}>
              <label className={styles.label} htmlFor={`${id}-h-${f.name}`}>
                <code>{f.name}</code>{" "}
                <span className={styles.muted}>{f.auto ? "automatic" : f.required ? "required" : "optional"}</span>
              </label>
              <input
                id={`${id}-h-${f.name}`}
                className={styles.input}
                value={draft.headerValues[f.name] ?? ""}
                placeholder={f.auto ? "Automatic" : ""}
                disabled={omitted}
                spellCheck={false}
                autoComplete="off"
                aria-describedby={hint || f.condition ? `${id}-h-${f.name}-hint` : undefined}
                onChange={(e) => dispatch({ type: "header", name: f.name, value: e.currentTarget.value })}
              />
              {(hint || f.condition) && (
                <p id={`${id}-h-${f.name}-hint`} className={styles.hint}>
                  {f.condition && <>{f.condition}. </>}
                  {hint}
                </p>
              )}
              {!f.required && f.auto && (
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={omitted}
                    onChange={(e) => dispatch({ type: "leave-out", name: f.name, leave: e.currentTarget.checked })}
                  />{" "}
                  Leave {f.name} out
                </label>
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
