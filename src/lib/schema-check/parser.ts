import type { JsonParseProblem } from "./types";

/**
 * Finds the first JSON syntax error (offset and reason), because engines word and place their
 * own messages differently (and some give no position at all). Null when the text is JSON.
 */
export function findJsonError(text: string): { offset: number; reason: string } | null {
  let i = 0;
  const fail = (reason: string): never => {
    // A position record, not an Error: caught a few lines below, never leaves this function.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw { offset: i, reason };
  };
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i])) i++;
  };
  const describe = () => (i >= text.length ? "the text ends" : `unexpected ${JSON.stringify(text[i])}`);
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`${describe()}; expected a value`);
  };
  const string = () => {
    i++;
    while (true) {
      if (i >= text.length) fail("a string is not closed");
      const c = text[i];
      if (c === '"') return void i++;
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("\\u must be followed by 4 hexadecimal digits");
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else fail(`invalid escape \\${e ?? ""} in a string`);
      } else if (c < " ")
        fail(
          c === "\n"
            ? "a string is not closed before the end of the line"
            : "a control character inside a string must be escaped",
        );
      else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail(`${describe()}; expected a number`);
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === "{") {
      i++;
      ws();
      if (text[i] === "}") return void i++;
      while (true) {
        ws();
        if (text[i] !== '"') fail(`${describe()}; expected a field name in double quotes`);
        string();
        ws();
        if (text[i] !== ":") fail(`${describe()}; expected ":" after the field name`);
        i++;
        value();
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "}") fail("a comma before } is not allowed in JSON");
          continue;
        }
        if (text[i] === "}") return void i++;
        fail(`${describe()}; expected "," or "}"`);
      }
    } else if (c === "[") {
      i++;
      ws();
      if (text[i] === "]") return void i++;
      while (true) {
        value();
        ws();
        if (text[i] === ",") {
          i++;
          ws();
          if (text[i] === "]") fail("a comma before ] is not allowed in JSON");
          continue;
        }
        if (text[i] === "]") return void i++;
        fail(`${describe()}; expected "," or "]"`);
      }
    } else if (c === '"') string();
    else if (c === "t") literal("true");
    else if (c === "f") literal("false");
    else if (c === "n") literal("null");
    else if (c === "-" || (c >= "0" && c <= "9")) number();
    else fail(c === "'" ? "strings and field names need double quotes" : `${describe()}; expected a value`);
  };
  try {
    value();
    ws();
    if (i < text.length) fail(`${describe()} after the end of the JSON value`);
    return null;
  } catch (error) {
    return error as { offset: number; reason: string };
  }
}

/** Parses JSON text; a syntax error is located by line and column with a plain reason. */
export function parseJsonText(text: string): { value: unknown } | { problem: JsonParseProblem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const found = findJsonError(text) ?? { offset: 0, reason: error instanceof Error ? error.message : String(error) };
    const before = text.slice(0, found.offset).split("\n");
    return { problem: { message: found.reason, line: before.length, column: before[before.length - 1].length + 1 } };
  }
}
