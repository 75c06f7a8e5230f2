import React, { useCallback, useEffect, useState } from "react";
import { Link } from "gatsby";
import type { FieldChange, FieldRow } from "../../lib/openapi/types";
import { changelogRoute, formatEntryDate } from "../../lib/changelog";
import { RichText } from "../RichText";
import { BreakableCode } from "../Breakable";
import * as styles from "./styles.module.css";

export interface FieldTableProps {
  rows: FieldRow[];
  /** Accessible name of the table, e.g. "Request body fields". */
  caption: string;
}

const requirementLabel: Record<FieldRow["required"], string> = {
  required: "Required",
  optional: "Optional",
  conditional: "Conditional",
};

function isHidden(rows: FieldRow[], index: number, collapsed: ReadonlySet<number>): boolean {
  for (let p = rows[index].parent; p >= 0; p = rows[p].parent) if (collapsed.has(p)) return true;
  return false;
}

function ancestors(rows: FieldRow[], index: number): number[] {
  const out: number[] = [];
  for (let p = rows[index].parent; p >= 0; p = rows[p].parent) out.push(p);
  return out;
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        d="M5 3l6 5-6 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One history badge: its words say what happened (never colour alone); dated ones link the changelog entry. */
function HistoryBadge({ kind, change }: { kind: "added" | "deprecated"; change: FieldChange | null }) {
  const label = kind === "added" ? "Added" : "Deprecated";
  const className = `${styles.badge} ${styles[kind]}`;
  const text = change ? (
    <>
      {label} on <time dateTime={change.date}>{formatEntryDate(change.date)}</time>
    </>
  ) : (
    label
  );
  return change?.entry ? (
    <Link className={className} to={`${changelogRoute}#${change.entry}`}>
      {text}
    </Link>
  ) : (
    <span className={className}>{text}</span>
  );
}

/** "Deprecated" and "Added on …" beside a field's name (src/node/openapi/field-history.ts). */
function FieldHistory({ added, deprecated }: Pick<FieldRow, "added" | "deprecated">) {
  if (!added && !deprecated) return null;
  return (
    <span className={styles.history}>
      {deprecated && <HistoryBadge kind="deprecated" change={deprecated.change} />}
      {added && <HistoryBadge kind="added" change={added} />}
    </span>
  );
}

/**
 * A parameter table (CONTENT.md: name, type, length, Required / Optional / Conditional with its
 * condition, description, example) in three columns that fit the text column: the field (name,
 * type, length), whether it is required, and the description with the condition, allowed values,
 * constraints and example. Nested fields follow their parent, indented; a parent's toggle
 * collapses them. Every row is an anchor. All rows are in the server-rendered HTML. Where three
 * columns no longer fit (a container query in the CSS), each field becomes a stacked block: name,
 * type and length, requirement, then the description at full width. A field added after its
 * operation's launch or deprecated carries badges under its name, and a deprecation's note opens
 * its description.
 */
export function FieldTable({ rows, caption }: FieldTableProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const parents = rows.flatMap((r, i) => (r.nested ? [i] : []));

  // A link to a field inside a collapsed parent opens the parents first.
  const reveal = useCallback(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) return;
    const up = ancestors(rows, index);
    setCollapsed((prev) => (up.some((p) => prev.has(p)) ? new Set([...prev].filter((p) => !up.includes(p))) : prev));
  }, [rows]);
  useEffect(() => {
    reveal();
    window.addEventListener("hashchange", reveal);
    return () => window.removeEventListener("hashchange", reveal);
  }, [reveal]);

  const toggle = (index: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className={styles.wrap}>
      {parents.length > 0 && (
        <div className={styles.toolbar}>
          <button
            type="button"
            className="small-button"
            aria-label={`Expand all: ${caption}`}
            onClick={() => setCollapsed(new Set())}
          >
            Expand all
          </button>
          <button
            type="button"
            className="small-button"
            aria-label={`Collapse all: ${caption}`}
            onClick={() => setCollapsed(new Set(parents))}
          >
            Collapse all
          </button>
        </div>
      )}
      <div className={styles.scroll} tabIndex={0} role="group" aria-label={caption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Required</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const open = !collapsed.has(i);
              const children = row.nested ? rows.flatMap((r) => (r.parent === i ? [r.id] : [])) : [];
              return (
                <tr
                  key={row.id}
                  id={row.id}
                  hidden={isHidden(rows, i, collapsed)}
                  className={row.depth ? styles.child : undefined}
                  // The nesting depth, for the CSS: indents the name cell in the table, the whole block when stacked.
                  style={{ "--depth": row.depth } as React.CSSProperties}
                >
                  <th scope="row" className={styles.field}>
                    <span className={styles.nameLine}>
                      {row.nested ? (
                        <button
                          type="button"
                          className={styles.toggle}
                          aria-expanded={open}
                          aria-controls={children.join(" ")}
                          aria-label={`Fields of ${row.name}`}
                          onClick={() => toggle(i)}
                        >
                          <Chevron />
                        </button>
                      ) : (
                        row.depth > 0 && <span className={styles.spacer} aria-hidden="true" />
                      )}
                      <a className={styles.anchor} href={`#${row.id}`}>
                        <BreakableCode text={row.name} />
                      </a>
                    </span>
                    <span className={styles.typeLine}>
                      {row.type}
                      {row.length && (
                        <>
                          , {/^\d/.test(row.length) || row.length.startsWith("m") ? `length ${row.length}` : row.length}
                        </>
                      )}
                    </span>
                    <FieldHistory added={row.added} deprecated={row.deprecated} />
                  </th>
                  <td className={styles[row.required]}>{requirementLabel[row.required]}</td>
                  <td className={styles.description}>
                    {row.deprecated && row.deprecated.note.length > 0 && (
                      <p className={styles.deprecation}>
                        <strong>Deprecated:</strong> <RichText nodes={row.deprecated.note} />
                      </p>
                    )}
                    {row.condition && <p className={styles.condition}>{row.condition}.</p>}
                    <RichText nodes={row.description} />
                    {row.values && (
                      <p className={styles.meta}>
                        {row.values.length === 1 ? "Value" : "Values"}:{" "}
                        {row.values.map((v, n) => (
                          <React.Fragment key={v}>
                            {n > 0 && ", "}
                            <BreakableCode text={v} />
                          </React.Fragment>
                        ))}
                      </p>
                    )}
                    {row.constraints?.map((c) => (
                      <p key={c.label} className={styles.meta}>
                        {c.label}: <BreakableCode text={c.value} />
                      </p>
                    ))}
                    {row.example !== undefined && (
                      <p className={styles.meta}>
                        Example: <BreakableCode text={row.example} />
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
