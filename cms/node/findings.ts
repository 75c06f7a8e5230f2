import { fixFor, frontmatterLines } from "./site-code";

/**
 * A refused save as the writer's findings: each message of the build's checks or the content lint
 * on its own, with the file, the line counted in the body field the editor shows (the build counts
 * in the file, frontmatter included), and what to do about it. The admin lists them beside the
 * editor until they are fixed or dismissed (cms/admin/findings.tsx).
 */

export interface Finding {
  /** Repository path, or null for a refusal about no file in particular. */
  file: string | null;
  /** Line in the body field (1 is the body's first line), or null when the message names none. */
  line: number | null;
  /** That line's text, so the writer can find it in the body field (which numbers no lines). */
  text?: string;
  message: string;
  fix: string;
  /** Something the panel offers to do about it: a request to the CMS server, then where to go. */
  offer?: { label: string; request: { action: string; params: Record<string, unknown> }; then: string };
}

/** One message line: `content/…/x.mdx:12:3: message`, `- content/…: message`, or any text. */
const located = /^\s*(?:-\s+)?((?:content|static)\/[^\s:]+):(?:(\d+)(?::\d+)?:)?\s*(.*)$/;

/**
 * The findings in a refusal's text. `saved` maps each file the save wrote to its text, so a file
 * line becomes a body line. Headings such as "Broken links (2):" and "The build would fail:" are
 * the panel's, not findings.
 */
export function findingsOf(text: string, saved: Map<string, string>): Finding[] {
  const findings: Finding[] = [];
  const lines = text
    .replace(/^The build would fail:\s*/, "")
    .replace(/^The content lint \(npm test\) would fail:\s*/, "")
    .split("\n")
    .filter((l) => l.trim() && !/^\s*Broken (links|images) \(\d+\):\s*$/.test(l));
  for (const line of lines) {
    const match = located.exec(line);
    if (!match) {
      // A line that goes on the previous finding's message (git's output, a list in a message).
      const last = findings[findings.length - 1];
      if (last && /^\s/.test(line)) last.message += `\n${line.trim()}`;
      else findings.push({ file: null, line: null, message: line.trim(), fix: "" });
      continue;
    }
    const [, file, fileLine, message] = match;
    const raw = saved.get(file);
    const offset = raw === undefined ? 0 : frontmatterLines(raw);
    const bodyLine = fileLine === undefined ? null : Number(fileLine) - offset;
    const text = raw?.split("\n")[Number(fileLine) - 1];
    if (bodyLine !== null && bodyLine > 0) findings.push({ file, line: bodyLine, text, message, fix: "" });
    else findings.push({ file, line: null, message, fix: "" });
  }
  // The fix once a finding's message is whole (continuation lines included).
  for (const finding of findings) finding.fix = fixFor(finding.message);
  return findings;
}
