import React, { useEffect, useState } from "react";

export interface JsonBodyEditorProps {
  /** The textarea's id; its label points at it. */
  id: string;
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  /** The id of what describes the body: the check shown as the reader types. */
  describedBy: string;
  /** Whether the body breaks JSON or its schema (aria-invalid). */
  invalid: boolean;
  /** The using console's classes: the label, the textarea, and the head holding the label and actions. */
  classNames: { label: string; textarea: string; head?: string };
  /** Buttons beside the label (format, reset, clear); with them, label and buttons share a head row. */
  actions?: React.ReactNode;
  autoCapitalize?: "off";
  /** What the console says about the body, shown under the editor. */
  children?: React.ReactNode;
}

/**
 * The JSON body editor of the consoles (Try it, the notification console, the request checker): a
 * labelled monospace textarea, described by the check of its body and marked invalid while the
 * body breaks JSON or its schema. Each console keeps its own check display, passed as children.
 */
export function JsonBodyEditor({
  id,
  label,
  value,
  onChange,
  rows,
  describedBy,
  invalid,
  classNames,
  actions,
  autoCapitalize,
  children,
}: JsonBodyEditorProps) {
  const labelElement = (
    <label className={classNames.label} htmlFor={id}>
      {label}
    </label>
  );
  return (
    <>
      {actions ? (
        <div className={classNames.head}>
          {labelElement}
          {actions}
        </div>
      ) : (
        labelElement
      )}
      <textarea
        id={id}
        className={classNames.textarea}
        value={value}
        rows={rows}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {children}
    </>
  );
}

/**
 * A text as it stands once the reader pauses typing for `delay` ms: what the consoles check, so a
 * long body is not re-checked on every key. The setter settles a text at once (a body the console
 * itself rewrote).
 */
export function useSettledText(text: string, delay = 150): [string, (text: string) => void] {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text), delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);
  return [settled, setSettled];
}
