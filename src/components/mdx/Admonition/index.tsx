import React from "react";
import * as styles from "./styles.module.css";

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger";

export interface AdmonitionProps {
  type?: AdmonitionType;
  title?: string;
  children: React.ReactNode;
}

const defaults: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

export function Admonition({ type = "note", title, children }: AdmonitionProps) {
  return (
    <aside className={`${styles.admonition} ${styles[type]}`} aria-label={title ?? defaults[type]}>
      <p className={styles.title}>{title ?? defaults[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}

type ShortProps = Omit<AdmonitionProps, "type">;
export const Note = (p: ShortProps) => <Admonition type="note" {...p} />;
export const Tip = (p: ShortProps) => <Admonition type="tip" {...p} />;
export const Info = (p: ShortProps) => <Admonition type="info" {...p} />;
export const Warning = (p: ShortProps) => <Admonition type="warning" {...p} />;
export const Danger = (p: ShortProps) => <Admonition type="danger" {...p} />;
