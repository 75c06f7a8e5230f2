/**
 * The `validate_request` tool: a request against the operation's JSON Schema, with the site's
 * request checker, and the signing headers' formats with the site's signature checks (the schema
 * gives their lengths; the form of X-TIMESTAMP and X-EXTERNAL-ID is the authentication guide's).
 * Answers quote at most `QUOTE_CHARS` characters of any input value and list at most
 * `MAX_ERRORS` errors, so a large bad request gets a short answer.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import {
  checkJson,
  externalIdProblems,
  parseJsonText,
  timestampFormatProblems,
  type JsonPath,
  type JsonSchema,
} from "../site";
import { clip, quote, quoteWithin } from "../limits";
import { findOperation, LookupError } from "../operations";
import { text, type ToolContext } from "./shared";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Errors one answer lists at most; `errorCount` says how many there are in all. */
export const MAX_ERRORS = 50;

/** Format checks of signing headers, by the header's documented name. */
const headerFormats: Record<string, (value: string) => string[]> = {
  "X-TIMESTAMP": timestampFormatProblems,
  "X-EXTERNAL-ID": externalIdProblems,
};

/** A JSON pointer (RFC 6901) for a checker path: `/amount/value`, `/urlParams/0/url`, "" for the root. */
export function jsonPointer(path: JsonPath): string {
  return path.map((p) => `/${quote(String(p)).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

/** The value at a checker path, or undefined. */
function valueAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const key of path)
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** Registers `validate_request`. */
export function registerValidateRequest({ server, data }: ToolContext): void {
  const violation = z.object({
    location: z.enum(["body", "headers", "query"]),
    pointer: z.string(),
    keyword: z.string(),
    message: z.string(),
  });

  server.registerTool(
    "validate_request",
    {
      title: "Check a request against the schema",
      description:
        "Checks a request body (and optionally headers and query parameters) against the operation's JSON Schema with the site's request checker, and the signing headers' formats (X-TIMESTAMP as `2025-03-14T10:15:30+07:00`, X-EXTERNAL-ID digits only, every header's length). Returns `valid`, `errorCount` and the errors (at most 50) with their JSON pointers. It checks shape only: no signature, duplicate or business rule, and nothing is sent.",
      inputSchema: {
        operationId: z.string().trim().min(1).describe("The operation's id, e.g. `pgCreateOrder`"),
        body: z
          .unknown()
          .optional()
          .describe("The request body: a JSON object, or the JSON text exactly as you would send it"),
        headers: z.record(z.string(), z.string()).optional().describe("Request headers by name (any case)"),
        query: z.record(z.string(), z.string()).optional().describe("Query parameters by name"),
      },
      outputSchema: {
        operationId: z.string(),
        valid: z.boolean(),
        errorCount: z.number().int(),
        errors: z.array(violation),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ operationId, body, headers, query }) => {
      const op = findOperation(data.operations, { operationId });
      const file = data.operationSchemaFile(op.operationId);
      if (!isObject(file)) throw new LookupError(`No JSON Schema for ${op.operationId} in this docs build.`);
      const errors: z.infer<typeof violation>[] = [];
      const check = (location: z.infer<typeof violation>["location"], schema: unknown, value: unknown) => {
        for (const v of checkJson(schema as JsonSchema, value)) {
          // The message may name the value and the field names on its path: quoted, not repeated whole.
          const message = clip(quoteWithin(v.message, [valueAt(value, v.path), ...v.path]), 600);
          errors.push({ location, pointer: jsonPointer(v.path), keyword: v.keyword, message });
        }
      };
      let value = body;
      if (typeof body === "string") {
        const parsed = parseJsonText(body);
        if ("problem" in parsed)
          throw new SyntaxError(
            `body is not JSON: ${parsed.problem.message} (line ${parsed.problem.line}, column ${parsed.problem.column})`,
          );
        value = parsed.value;
      }
      if (isObject(file.body)) {
        if (value === undefined)
          errors.push({
            location: "body",
            pointer: "",
            keyword: "required",
            message: `${op.summary} needs a JSON body.`,
          });
        else check("body", file.body, value);
      } else if (value !== undefined && value !== "")
        errors.push({
          location: "body",
          pointer: "",
          keyword: "false",
          message: `${op.method} ${op.path} takes no body.`,
        });
      if (headers && isObject(file.headers)) {
        // Header names are case-insensitive: match the documented spelling.
        const names = isObject(file.headers.properties) ? Object.keys(file.headers.properties) : [];
        const given = Object.fromEntries(
          Object.entries(headers).map(([k, v]) => [names.find((n) => n.toLowerCase() === k.toLowerCase()) ?? k, v]),
        );
        check("headers", file.headers, given);
        for (const [name, problemsOf] of Object.entries(headerFormats))
          if (names.includes(name) && typeof given[name] === "string")
            for (const message of problemsOf(given[name]))
              errors.push({ location: "headers", pointer: `/${name}`, keyword: "format", message });
      }
      if (query && isObject(file.query)) check("query", file.query, query);
      const structuredContent = {
        operationId: op.operationId,
        valid: errors.length === 0,
        errorCount: errors.length,
        errors: errors.slice(0, MAX_ERRORS),
      };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
