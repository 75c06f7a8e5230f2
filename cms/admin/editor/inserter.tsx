import React, { useEffect, useId, useRef, useState } from "react";
import { formFor, inserterItems, snippet, type ComponentName } from "./insert";

/**
 * The component inserter: a menu of the writer components (a menu button: arrow keys move,
 * Enter chooses, Escape closes) and the form that asks for the chosen one's props before
 * inserting its MDX at the cursor.
 */

export function InserterMenu({ onPick }: { onPick: (name: ComponentName) => void }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move) all[(at + move + all.length) % all.length]?.focus();
    else if (event.key === "Home") all[0]?.focus();
    else if (event.key === "End") all.at(-1)?.focus();
    else if (event.key === "Escape" || event.key === "Tab") {
      setOpen(false);
      if (event.key === "Escape") button.current?.focus();
    } else return;
    event.preventDefault();
  };
  const pick = (name: ComponentName) => {
    setOpen(false);
    onPick(name);
  };
  return (
    <div className="saku-menu-wrap">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Insert component
      </button>
      {open ? (
        <ul ref={menu} id={id} role="menu" aria-label="Writer components" className="saku-menu" onKeyDown={onKeyDown}>
          {inserterItems.map((item) => (
            <li
              key={item.name}
              role="menuitem"
              tabIndex={-1}
              aria-label={item.name}
              aria-describedby={`${id}-${item.name}`}
              onClick={() => pick(item.name)}
              onKeyDown={(event) => {
                if (event.key !== "Enter" && event.key !== " ") return;
                event.preventDefault();
                pick(item.name);
              }}
            >
              <strong>{item.name}</strong>
              <small id={`${id}-${item.name}`}>{item.about}</small>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Inserter(props: { name: ComponentName; onInsert: (text: string) => void; onCancel: () => void }) {
  const fields = formFor(props.name);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, f.initial])),
  );
  const id = useId();
  const first = useRef<HTMLElement | null>(null);
  useEffect(() => first.current?.focus(), []);
  const set =
    (name: string) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues({ ...values, [name]: event.target.value });
  return (
    <form
      className="saku-inserter"
      role="dialog"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        props.onInsert(snippet(props.name, values));
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h3 id={`${id}-heading`}>Insert {props.name}</h3>
      {fields.map((field, i) => {
        const fieldId = `${id}-field-${field.name}`;
        const common = {
          id: fieldId,
          ref: i === 0 ? (el: HTMLElement | null) => void (first.current = el) : undefined,
          value: values[field.name],
          required: field.required && field.kind !== "lines",
          "aria-describedby": `${fieldId}-about`,
          onChange: set(field.name),
        };
        return (
          <div key={field.name} className="saku-field">
            <label htmlFor={fieldId}>
              {field.label}
              {field.required ? " (required)" : ""}
            </label>
            <small id={`${fieldId}-about`}>{field.about}</small>
            {field.kind === "choice" ? (
              <select {...common}>
                {field.choices?.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            ) : field.kind === "text" ? (
              <input type="text" {...common} />
            ) : (
              <textarea rows={field.kind === "lines" ? 4 : 3} {...common} />
            )}
          </div>
        );
      })}
      <div className="saku-actions">
        <button type="submit">Insert</button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
