import type { BodyCheck, JsonSchema } from "./types";
import { parseJsonText } from "./parser";
import { undefinedFields } from "./undefined-fields";
import { checkJson } from "./validator";

/** What the request checker and the Try it console say about a body: `checkJson` violations and `undefinedFields` warnings. */
export function checkBodyText(text: string, schema: JsonSchema): BodyCheck {
  if (!text.trim()) return { kind: "empty" };
  const parsed = parseJsonText(text);
  if ("problem" in parsed) return { kind: "syntax", ...parsed.problem };
  return {
    kind: "checked",
    violations: checkJson(schema, parsed.value),
    warnings: undefinedFields(schema, parsed.value),
  };
}
