import React from "react";
import * as styles from "./styles.module.css";

export interface StepProps {
  title: string;
  children?: React.ReactNode;
}

export function Step({ title, children }: StepProps) {
  return (
    <li className={styles.step}>
      <p className={styles.title}>{title}</p>
      <div className={styles.body}>{children}</div>
    </li>
  );
}

/** Numbered steps: an ordered list, so the numbers are real for every reader. */
export function Steps({ children }: { children: React.ReactNode }) {
  return <ol className={styles.steps}>{children}</ol>;
}
