/**
 * A small text syntax for process flows (docs/authoring.md): `participant X`, `A->B: text`,
 * `A-->B: text`, `Note over A[,B]: text`. Parsed at build time; drawn by <SequenceDiagram>.
 */

export type SequenceStep =
  | { kind: "message"; from: number; to: number; text: string; response: boolean }
  | { kind: "note"; from: number; to: number; text: string };

export interface SequenceDiagramData {
  title: string;
  participants: string[];
  steps: SequenceStep[];
}

export class SequenceSyntaxError extends Error {
  constructor(line: number, text: string, reason: string) {
    super(`sequence diagram line ${line}: ${reason}: "${text}"`);
    this.name = "SequenceSyntaxError";
  }
}

export function parseSequence(source: string, title: string): SequenceDiagramData {
  const participants: string[] = [];
  const steps: SequenceStep[] = [];
  const index = (name: string) => {
    const trimmed = name.trim();
    let i = participants.indexOf(trimmed);
    if (i < 0) i = participants.push(trimmed) - 1;
    return i;
  };
  if (!title.trim()) throw new SequenceSyntaxError(0, "```sequence", 'a diagram needs title="…" (its accessible name)');
  source.split("\n").forEach((raw, n) => {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith("%%")) return;
    let m: RegExpExecArray | null;
    if ((m = /^participant\s+(.+)$/i.exec(line))) {
      index(m[1]);
    } else if ((m = /^note\s+over\s+([^,:]+?)(?:\s*,\s*([^:]+?))?\s*:\s*(.+)$/i.exec(line))) {
      const a = index(m[1]);
      const b = m[2] ? index(m[2]) : a;
      steps.push({ kind: "note", from: Math.min(a, b), to: Math.max(a, b), text: m[3].trim() });
    } else if ((m = /^(.+?)\s*(-->>|->>|-->|->)\s*(.+?)\s*:\s*(.+)$/.exec(line))) {
      const from = index(m[1]);
      const to = index(m[3]);
      steps.push({ kind: "message", from, to, text: m[4].trim(), response: m[2].startsWith("--") });
    } else {
      throw new SequenceSyntaxError(
        n + 1,
        line,
        "expected `participant X`, `A->B: text`, `A-->B: text` or `Note over A: text`",
      );
    }
  });
  if (participants.length < 2) throw new SequenceSyntaxError(0, title, "a diagram needs at least two participants");
  return { title: title.trim(), participants, steps };
}
