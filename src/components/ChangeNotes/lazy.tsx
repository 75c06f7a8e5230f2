import React from "react";
import { Link } from "gatsby";
import { changelogRoute, formatEntryDate, type OperationChangeNote } from "../../lib/changelog";
import * as styles from "./styles.module.css";

/** "Changed on …" under an operation's title: the changelog entries that touch it, linked. */
export function ChangeNotes({ notes }: { notes: OperationChangeNote[] }) {
  return (
    <ul className={styles.notes} aria-label="Changelog">
      {notes.map((n) => (
        <li key={n.slug}>
          {n.changes.includes("added") && n.changes.length === 1 ? "Added on " : "Changed on "}
          <time dateTime={n.date}>{formatEntryDate(n.date)}</time>:{" "}
          <Link to={`${changelogRoute}#${n.slug}`}>{n.title}</Link>
        </li>
      ))}
    </ul>
  );
}
