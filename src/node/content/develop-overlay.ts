import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { fixFor } from "./fix-hints";

/**
 * `gatsby develop` prints a content error (an unclosed `<Tip>`, a bad frontmatter field) in the
 * terminal only, and the browser keeps the page it had. This shows the build's message in the
 * browser too, in Gatsby's own error overlay (the one develop uses for query errors), with the
 * file and line and what to do about it, until the file compiles again; then the overlay closes and
 * the page updates. Outside develop it does nothing.
 */

/** What Gatsby's overlay reads of an error (its GraphQL error panel: title, file and line, text). */
interface OverlayError {
  level: "ERROR";
  code: string;
  error: { message: string };
  context: { sourceMessage: string };
  filePath: string;
  location?: { start: { line: number; column?: number } };
  text: string;
}

type EmitError = (id: string, errors: OverlayError[] | null) => void;

const developing = () => process.env.gatsby_executing_command === "develop";

let emitter: EmitError | null | undefined;

/** Gatsby's websocket manager, which sends overlay errors to the open pages (develop only). */
function emit(): EmitError | null {
  if (emitter !== undefined) return emitter;
  try {
    const require = createRequire(__filename);
    const { websocketManager } = require("gatsby/dist/utils/websocket-manager") as {
      websocketManager: { emitError: EmitError };
    };
    emitter = (id, errors) => websocketManager.emitError(id, errors);
  } catch {
    emitter = null;
  }
  return emitter;
}

/**
 * The overlay's error for a build message `file:line:column: reason` (or any text about `file`),
 * with the fix the CMS would give for it.
 */
export function overlayError(file: string, message: string): OverlayError {
  const place = /^[^\s:]+:(\d+)(?::(\d+))?: ([\s\S]*)$/.exec(message);
  const stated = place ? place[3] : message.replace(`${file}: `, "");
  const fix = `\n\nFix: ${fixFor(stated, "Correct what the message names, then save the file.")}`;
  const reason = stated + fix;
  return {
    level: "ERROR",
    code: "content",
    error: { message: reason },
    context: { sourceMessage: reason },
    filePath: file,
    ...(place
      ? { location: { start: { line: Number(place[1]), column: place[2] ? Number(place[2]) : undefined } } }
      : {}),
    text: message + fix,
  };
}

/**
 * Runs `work` on the content file `file` (`step`: what is done with it, the doc's fields or its
 * body's compile): in develop, a failure also shows in the browser's overlay, and success clears
 * what that step of this file showed. The failure is rethrown, so develop's terminal and the
 * build report it as before.
 */
export function reportingToBrowser<T>(
  step: string,
  file: string,
  work: () => T,
  send: EmitError | null = developing() ? emit() : null,
): T {
  const id = `${step} ${file}`;
  try {
    const result = work();
    if (result instanceof Promise)
      return result.then(
        (value: unknown) => {
          send?.(id, null);
          return value;
        },
        (error: unknown) => {
          send?.(id, [overlayError(file, error instanceof Error ? error.message : String(error))]);
          throw error;
        },
      ) as T;
    send?.(id, null);
    return result;
  } catch (error) {
    send?.(id, [overlayError(file, error instanceof Error ? error.message : String(error))]);
    throw error;
  }
}

/**
 * An onCreateNode whose failures on a content file (its frontmatter, its MDX) also show in
 * develop's browser. It takes two parameters, never Gatsby's third (a callback): Gatsby waits for
 * that callback from any hook declared with three, and develop would never finish reading the docs.
 */
export function reportingNodeErrors(onCreateNode: GatsbyNode["onCreateNode"]): GatsbyNode["onCreateNode"] {
  // The wrapped hook returns (or throws) its result and calls no callback: it gets a no-op one.
  return (args, options) => {
    const file = (args.node.internal as { contentFilePath?: string }).contentFilePath;
    const run = () => onCreateNode?.(args, options, () => undefined);
    return file ? reportingToBrowser("fields", path.relative(process.cwd(), file), run) : run();
  };
}
