/**
 * The `list_operations` tool: every operation of the API (service calls, the access-token call and
 * the notifications the product sends), by product, with what an assistant needs to pick one.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import { quote } from "../limits";
import { LookupError } from "../operations";
import { text, type ToolContext } from "./shared";

/** `payment-gateway` from `Payment Gateway`: how a product may also be named. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Registers `list_operations`. */
export function registerListOperations({ server, data }: ToolContext): void {
  const operation = z.object({
    operationId: z.string(),
    method: z.string(),
    path: z.string(),
    summary: z.string(),
    product: z.string(),
    apiType: z.string(),
    status: z.string(),
    url: z.string(),
  });
  server.registerTool(
    "list_operations",
    {
      title: "List the API's operations",
      description:
        "Every operation of the API with its id, method, path and summary, by product: service calls, " +
        `the access-token call and the notifications ${data.build.product} sends you (apiType \`notification\`). ` +
        "Filter by product (its OpenAPI tag, such as `Payment Gateway`) or kind; then get_operation for one.",
      inputSchema: {
        product: z
          .string()
          .trim()
          .min(1)
          .optional()
          .describe("Only this product's operations: its name or tag (`Saku Widget`, `saku-widget`)"),
        apiType: z
          .enum(["access-token", "service", "notification"])
          .optional()
          .describe("Only this kind: `service` calls, the `access-token` call or `notification`s"),
      },
      outputSchema: {
        total: z.number(),
        products: z.array(z.object({ product: z.string(), operations: z.number() })),
        operations: z.array(operation),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ product, apiType }) => {
      const all = data.operations;
      const products = [...new Set(all.map((op) => op.product))];
      const wanted = product ? products.find((p) => slug(p) === slug(product)) : undefined;
      if (product && !wanted)
        throw new LookupError(`No product "${quote(product)}". The products: ${products.join(", ")}.`);
      const operations = all
        .filter((op) => (!wanted || op.product === wanted) && (!apiType || op.apiType === apiType))
        .map((op) => ({
          operationId: op.operationId,
          method: op.method,
          path: op.path,
          summary: op.summary,
          product: op.product,
          apiType: op.apiType,
          status: op.status,
          url: data.pages.get(op.route)?.url ?? `${data.build.siteUrl}${op.route.slice(1)}`,
        }));
      const structuredContent = {
        total: operations.length,
        products: products.map((p) => ({ product: p, operations: all.filter((op) => op.product === p).length })),
        operations,
      };
      return { content: text(structuredContent), structuredContent };
    },
  );
}
