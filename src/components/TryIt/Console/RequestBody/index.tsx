import React from "react";
import type { BodyCheck as BodyCheckResult } from "../../../../lib/schema-check";
import type { HeaderField } from "../../../../lib/tryit";
import { JsonBodyEditor } from "../../../JsonBodyEditor";
import { BodyCheck } from "../BodyCheck";
import type { RequestDraft, RequestDraftAction } from "../useRequestDraft";
import { bodyReferences, keepReferencesHint } from "../text";
import * as styles from "../styles.module.css";

export interface RequestBodyProps {
  id: string;
  draft: RequestDraft;
  dispatch: (action: RequestDraftAction) => void;
  /** The operation's first request example, which "Reset to the example" puts back. */
  example: string;
  /** The check of the body as it stood when the reader paused typing. */
  check: BodyCheckResult | null;
  /** The request's headers, for what a send still renews. */
  fields: HeaderField[];
}

/** The request body: the JSON editor, its check against the request schema, and Keep my references. */
export function RequestBody({ id, draft, dispatch, example, check, fields }: RequestBodyProps) {
  const violations = check?.kind === "checked" ? check.violations : [];
  return (
    <div className={styles.group}>
      <JsonBodyEditor
        id={`${id}-body`}
        label="Body (JSON)"
        value={draft.body}
        onChange={(text) => dispatch({ type: "body", body: text })}
        rows={12}
        describedBy={`${id}-body-check`}
        invalid={check?.kind === "syntax" || violations.length > 0}
        classNames={{
          head: styles.curlHead,
          label: styles.groupTitle,
          textarea: `${styles.input} ${styles.editor}`,
        }}
        actions={
          <button type="button" className={styles.button} onClick={() => dispatch({ type: "body", body: example })}>
            Reset to the example
          </button>
        }
      >
        <BodyCheck
          id={`${id}-body-check`}
          check={check}
          schema="request"
          matches={
            draft.keepReferences
              ? "It is sent as it is; only a deadline the console wrote is moved once it has passed, one you typed is sent as typed."
              : "Its reference numbers and date-times are renewed on every send."
          }
          still="You can still send it, to see how the API answers."
        />
      </JsonBodyEditor>
      <div className={styles.row}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={draft.keepReferences}
            aria-describedby={`${id}-keep-hint`}
            onChange={(e) => dispatch({ type: "keep-references", keep: e.currentTarget.checked })}
          />{" "}
          Keep my references
        </label>
        <p id={`${id}-keep-hint`} className={styles.hint}>
          {keepReferencesHint(bodyReferences(example), fields)}
        </p>
      </div>
    </div>
  );
}
