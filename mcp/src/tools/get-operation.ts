/**
 * The `get_operation` tool: one operation as its API page documents it (operations.ts), in the
 * sections asked for.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import {
  DEFAULT_SECTIONS,
  findOperation,
  OPERATION_SECTIONS,
  operationSections,
  SECTION_CONTENTS,
} from "../operations";
import { codeSchema, text, type ToolContext } from "./shared";

/** Registers `get_operation`. */
export function registerGetOperation({ server, data }: ToolContext): void {
  const { build } = data;
  const operationInput = {
    operationId: z.string().trim().min(1).optional().describe("The operation's id, e.g. `pgCreateOrder`"),
    method: z.string().trim().min(1).optional().describe("HTTP method, with `path`, when the id is not known"),
    path: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("Path without the host, e.g. `/v1.0/debit/payment-host-to-host`"),
  };

  const fieldSchema = z.object({
    path: z.string(),
    type: z.string(),
    length: z.string().optional(),
    required: z.enum(["required", "optional", "conditional"]),
    condition: z.string().optional(),
    description: z.string(),
    values: z.array(z.string()).optional(),
    constraints: z.record(z.string(), z.string()).optional(),
    example: z.string().optional(),
    added: z.string().optional(),
    deprecated: z.object({ on: z.string().nullable(), note: z.string() }).optional(),
  });
  const bodySchema = z.object({ statuses: z.array(z.string()), description: z.string(), fields: z.array(fieldSchema) });
  const exampleSchema = z.object({
    status: z.string().optional(),
    summary: z.string(),
    description: z.string().optional(),
    value: z.unknown(),
  });
  const sectionList = OPERATION_SECTIONS.map((s) => `\`${s}\` (${SECTION_CONTENTS[s]})`).join("; ");

  server.registerTool(
    "get_operation",
    {
      title: "Get an API operation",
      description:
        "One operation of the API by operationId or by method and path, as its API page documents it: every field with its type, length, " +
        "whether it is required (or when, for conditional fields), its description, values, constraints and example. " +
        `Ask for the parts you need with \`sections\`: ${sectionList}. ` +
        `Default: ${DEFAULT_SECTIONS.join(", ")}. Notifications (${build.product} calls you) are included: their request is what you receive.`,
      inputSchema: {
        ...operationInput,
        sections: z
          .array(z.enum(OPERATION_SECTIONS))
          .min(1)
          .optional()
          .describe(`Parts to return (default ${DEFAULT_SECTIONS.join(", ")}): ${OPERATION_SECTIONS.join(", ")}`),
        language: z
          .enum(["curl", "node", "python", "go", "java", "php"])
          .optional()
          .describe("With `samples`: only this language's code sample"),
      },
      outputSchema: {
        operationId: z.string(),
        summary: z.string(),
        method: z.string(),
        path: z.string(),
        sections: z.array(z.enum(OPERATION_SECTIONS)),
        purpose: z.string().optional(),
        description: z.string().optional(),
        product: z.string().optional(),
        serviceCode: z.string().optional(),
        apiType: z.string().optional(),
        direction: z.string().optional(),
        requirement: z.string().optional(),
        status: z.string().optional(),
        since: z.string().optional(),
        availableIn: z.array(z.string()).optional(),
        signing: z.object({ kind: z.string(), cases: z.array(z.string()), note: z.string() }).optional(),
        rules: z.array(z.string()).optional(),
        timeoutSeconds: z.number().optional(),
        idempotencyKey: z.string().optional(),
        url: z.string().optional(),
        markdownUrl: z.string().nullable().optional(),
        usedIn: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
        contents: z.record(z.string(), z.unknown()).optional(),
        headers: z.array(fieldSchema).optional(),
        queryParameters: z.array(fieldSchema).optional(),
        requestBody: bodySchema.nullable().optional(),
        responseBodies: z.array(bodySchema).optional(),
        requestExamples: z.array(exampleSchema).optional(),
        responseExamples: z.array(exampleSchema).optional(),
        responseCodes: z.array(codeSchema).optional(),
        samplesIntro: z.string().optional(),
        samples: z
          .array(z.object({ language: z.string(), label: z.string(), title: z.string(), code: z.string() }))
          .optional(),
        requestSchema: z.record(z.string(), z.unknown()).nullable().optional(),
        responseSchemas: z.record(z.string(), z.unknown()).optional(),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ sections, language, ...by }) => {
      const structuredContent = operationSections(data, findOperation(data.operations, by), sections ?? [], language);
      return { content: text(structuredContent), structuredContent };
    },
  );
}
