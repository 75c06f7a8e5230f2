import type { MinifiedBody } from "./types";

export class BodyJsonError extends Error {
  constructor(detail: string) {
    super(`The request body is not valid JSON: ${detail}`);
    this.name = "BodyJsonError";
  }
}

const whitespace = new Set([" ", "\t", "\n", "\r"]);

/**
 * Minifies a JSON body the way `jq -c` or Go's `json.Compact` do: whitespace outside string values
 * is removed and every token is kept exactly as written (key order, string escapes, number
 * forms), so the result is the text to hash *and* to send. A blank body is the empty string.
 * Throws BodyJsonError for text that is not JSON.
 */
export function minifyBody(body: string): MinifiedBody {
  if (!body.trim()) return { minified: "", notes: [] };
  try {
    JSON.parse(body);
  } catch (error) {
    throw new BodyJsonError(error instanceof Error ? error.message : String(error));
  }
  let minified = "";
  const notes = new Set<string>();
  let i = 0;
  while (i < body.length) {
    const ch = body[i];
    if (whitespace.has(ch)) {
      i++;
    } else if (ch === '"') {
      let j = i + 1;
      while (body[j] !== '"') {
        if (body[j] === "\\") {
          const escape = body[j + 1];
          if (escape === "/") notes.add("escapedSlash");
          if (escape === "u") {
            const code = parseInt(body.slice(j + 2, j + 6), 16);
            if (code >= 0x20 && code !== 0x22 && code !== 0x5c) notes.add("unicodeEscape");
          }
          j += 2;
        } else j++;
      }
      minified += body.slice(i, j + 1);
      i = j + 1;
    } else if (ch === "-" || (ch >= "0" && ch <= "9")) {
      const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(body.slice(i))![0];
      if (JSON.stringify(Number(number)) !== number) notes.add("numberForm");
      minified += number;
      i += number.length;
    } else {
      minified += ch;
      i++;
    }
  }
  return { minified, notes: [...notes].map((n) => bodyNotes[n]) };
}

const bodyNotes: Record<string, string> = {
  escapedSlash:
    "The body escapes / as \\/. Serialisers such as JSON.stringify, PHP with JSON_UNESCAPED_SLASHES or Jackson write a plain /: send exactly the minified body shown here, or remove the escapes.",
  unicodeEscape:
    "The body writes characters as \\u escapes. The guide asks for UTF-8 characters: serialisers that decode and re-encode the body produce different bytes and a different hash.",
  numberForm:
    'A number is written in a form a serialiser would rewrite (for example 1.0, 1e3 or more digits than a double holds). Send numbers as written here, or write amounts as strings ("10000.00").',
};
