/**
 * The `list_response_codes` tool: the response codes of every operation (or one), filtered and
 * in pages.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import { findOperation, responseCodeRows } from "../operations";
import { codeSchema, text, type ToolContext } from "./shared";

/** Response codes `list_response_codes` returns per call unless asked otherwise. */
export const DEFAULT_CODE_LIMIT = 25;

/** Registers `list_response_codes`. */
export function registerListResponseCodes({ server, data }: ToolContext): void {
  server.registerTool(
    "list_response_codes",
    {
      title: "List response codes",
      description:
        "Response codes of the API: each `responseCode` with its HTTP status, `responseMessage`, meaning, what to do and whether to retry, " +
        `the operation that returns it and its row on the operation's page. Filter by operation, code, HTTP status, service code or words; ` +
        `${DEFAULT_CODE_LIMIT} at a time: call again with \`offset\` = \`nextOffset\` for more.`,
      inputSchema: {
        operationId: z.string().trim().min(1).optional().describe("Only this operation's codes"),
        code: z
          .string()
          .trim()
          .regex(/^\d{1,7}$/)
          .optional()
          .describe("A whole code (`4015400`) or its start (`401`)"),
        httpStatus: z
          .string()
          .trim()
          .regex(/^\d{3}$/)
          .optional()
          .describe("HTTP status, e.g. `404`"),
        serviceCode: z
          .string()
          .trim()
          .regex(/^\d{2}$/)
          .optional()
          .describe("Service code, e.g. `54`"),
        text: z.string().trim().min(1).optional().describe("Words to find in the message, meaning or action"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(100)
          .default(DEFAULT_CODE_LIMIT)
          .describe(`Most codes returned (1-100, default ${DEFAULT_CODE_LIMIT})`),
        offset: z.number().int().min(0).default(0).describe("How many matching codes to skip: a `nextOffset`"),
      },
      outputSchema: {
        total: z.number(),
        offset: z.number(),
        nextOffset: z.number().nullable(),
        codes: z.array(codeSchema),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ operationId, code, httpStatus, serviceCode, text: words, limit, offset }) => {
      const scope = operationId ? [findOperation(data.operations, { operationId })] : data.operations;
      const needles = (words ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const codes = scope
        .flatMap((op) => responseCodeRows(data, op))
        .filter(
          (c) =>
            (!code || c.code.startsWith(code)) &&
            (!httpStatus || c.httpStatus === httpStatus) &&
            (!serviceCode || c.serviceCode === serviceCode) &&
            needles.every((n) => `${c.message} ${c.meaning} ${c.action}`.toLowerCase().includes(n)),
        );
      if (offset > 0 && offset >= codes.length)
        throw new RangeError(`offset ${offset} is past the last of the ${codes.length} matching codes.`);
      const end = offset + limit;
      const structuredContent = {
        total: codes.length,
        offset,
        nextOffset: end < codes.length ? end : null,
        codes: codes.slice(offset, end),
      };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
