import React from "react";
import type { SequenceDiagramData } from "../../../lib/sequence";
import * as styles from "./styles.module.css";

export interface SequenceDiagramProps {
  /** JSON of SequenceDiagramData, parsed at build time (src/node/markdown/remark-docs.ts). */
  source: string;
}

/**
 * A process flow drawn with HTML and CSS (text wraps, scales, follows the theme). The figure is an
 * image with an accessible name; the numbered steps after it in the doc are its text alternative.
 */
export function SequenceDiagram({ source }: SequenceDiagramProps) {
  const data = JSON.parse(source) as SequenceDiagramData;
  const n = data.participants.length;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroller} tabIndex={0} role="img" aria-label={`Sequence diagram: ${data.title}`}>
        <div
          className={styles.grid}
          style={{ gridTemplateColumns: `repeat(${n}, minmax(120px, 1fr))`, minWidth: `${n * 130}px` }}
        >
          {data.participants.map((_, i) => (
            <span key={`l${i}`} className={styles.lifeline} style={{ left: `${((i + 0.5) / n) * 100}%` }} />
          ))}
          {data.participants.map((p, i) => (
            <div key={p} className={styles.participant} style={{ gridColumn: i + 1, gridRow: 1 }}>
              {p}
            </div>
          ))}
          {data.steps.map((step, i) => {
            const a = Math.min(step.from, step.to);
            const b = Math.max(step.from, step.to);
            const span = b - a + 1;
            const style = {
              gridColumn: `${a + 1} / span ${span}`,
              gridRow: i + 2,
              marginInline: `calc(50% / ${span})`,
            };
            if (step.kind === "note")
              return (
                <div
                  key={i}
                  className={styles.note}
                  style={{ ...style, marginInline: span === 1 ? "8px" : `calc(50% / ${span} - 48px)` }}
                >
                  {step.text}
                </div>
              );
            const self = step.from === step.to;
            const direction = self ? styles.self : step.to > step.from ? styles.right : styles.left;
            return (
              <div
                key={i}
                className={`${styles.message} ${direction} ${step.response ? styles.response : ""}`}
                style={self ? { gridColumn: a + 1, gridRow: i + 2 } : style}
              >
                <span className={styles.number}>{i + 1}</span>
                <span className={styles.text}>{step.text}</span>
              </div>
            );
          })}
          {data.participants.map((p, i) => (
            <div
              key={`f${p}`}
              className={styles.participant}
              style={{ gridColumn: i + 1, gridRow: data.steps.length + 2 }}
              aria-hidden="true"
            >
              {p}
            </div>
          ))}
        </div>
      </div>
      <figcaption className={styles.caption}>{data.title}</figcaption>
    </figure>
  );
}
