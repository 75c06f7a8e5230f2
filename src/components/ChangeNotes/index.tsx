// First, as before its code became a chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "./styles.module.css";
import React from "react";
import type { OperationChangeNote } from "../../lib/changelog";
import { deferred } from "../mdx/deferred";

const Notes = deferred((parts) => parts.ChangeNotes, "The change notes", "never");

/** "Changed on …" (lazy.tsx): links, kept as the server rendered them, which open in the app all the same. */
export function ChangeNotes({ notes }: { notes: OperationChangeNote[] }) {
  return <Notes part="change-notes" notes={notes} />;
}
