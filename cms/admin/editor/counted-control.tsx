import React from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import { addEditorStyles } from "./styles";

/**
 * A string field with a character counter (Decap custom widget `counted`), for the fields the
 * build limits in length: the limits are the field's `count` option, which the generated
 * configuration (cms/node/decap-config.ts) takes from the build's frontmatter schema.
 */

export interface CountLimits {
  min?: number;
  max?: number;
}

/** What the counter says for a value of `length` characters (counted as written, as the build counts). */
export function countMessage(length: number, { min, max }: CountLimits): { text: string; within: boolean } {
  const range = `${min ?? 0} to ${max ?? "any number of"}`;
  const count = `${length} character${length === 1 ? "" : "s"}`;
  if (min !== undefined && length < min)
    return { text: `${count}: ${min - length} more needed (${range})`, within: false };
  if (max !== undefined && length > max)
    return { text: `${count}: ${length - max} too many (${range})`, within: false };
  return { text: `${count} (${range})`, within: true };
}

type Props = CmsWidgetControlProps<string> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

export function CountedControl(props: Props) {
  addEditorStyles();
  const value = props.value ?? "";
  const limits = (props.field.get("count") as { toJS?: () => CountLimits } | undefined)?.toJS?.() ?? {};
  const { text, within } = countMessage(value.length, limits);
  return (
    <div>
      <input
        type="text"
        id={props.forID}
        className={props.classNameWrapper}
        value={value}
        aria-describedby={`${props.forID}-count`}
        onChange={(event) => props.onChange(event.target.value)}
        onFocus={props.setActiveStyle}
        onBlur={props.setInactiveStyle}
      />
      <span id={`${props.forID}-count`} className="saku-counter" data-out={within ? undefined : ""} aria-live="polite">
        {text}
      </span>
    </div>
  );
}
