/**
 * The docs MCP server's prompts: the common tasks an integrator brings to an assistant, each a
 * message that names the facts the docs hold (the operation, its page, how it is signed) and the
 * tool calls that get the rest, so the assistant answers from the docs instead of from memory.
 */
// eslint-disable-next-line import-x/no-extraneous-dependencies -- bundled into dist/server.mjs by build:mcp (mcp/package.json has no dependencies)
import { z } from "zod";
import { quote } from "./limits";
import type { OperationRecord } from "./operation-record";
import { findOperation, signingOf } from "./operations";
import type { ToolContext } from "./tools/shared";

const user = (text: string) => ({ messages: [{ role: "user" as const, content: { type: "text" as const, text } }] });

/** The lines a prompt gives about one operation: what it is, where it is documented, how it is signed. */
function operationFacts({ data }: ToolContext, op: OperationRecord): string[] {
  const url = data.pages.get(op.route)?.url ?? `${data.build.siteUrl}${op.route.slice(1)}`;
  return [
    `Operation: ${op.summary} (\`${op.operationId}\`), ${op.method} ${op.path}, ${op.product}, status ${op.status}.`,
    `Page: ${url}`,
    `Signing: ${signingOf(op, data.build.product).note}`,
  ];
}

/** Registers the prompts. */
export function registerPrompts(context: ToolContext): void {
  const { server, data } = context;
  const product = data.build.product;
  const authUrl = `${data.build.siteUrl}guide/authentication/`;

  server.registerPrompt(
    "integrate_operation",
    {
      title: "Integrate an operation end to end",
      description: `Write working code for one ${product} operation: token, signature, request, response codes and notifications, from the docs.`,
      argsSchema: {
        operationId: z.string().describe("The operation's id, e.g. `pgCreateOrder` (list_operations lists them)"),
        language: z.string().optional().describe("Programming language of the code, e.g. Python or Node.js"),
      },
    },
    ({ operationId, language }) => {
      const op = findOperation(data.operations, { operationId });
      const notifications = data.operations.filter((o) => o.apiType === "notification" && o.product === op.product);
      return user(
        [
          `Integrate the ${product} merchant API v2 operation below${language ? ` in ${quote(language)}` : ""}, using only what the saku-docs tools return.`,
          "",
          ...operationFacts(context, op),
          "",
          "Steps:",
          `1. Call get_operation with operationId \`${op.operationId}\` (sections summary, headers, fields, then examples and codes) and read its rules.`,
          op.apiType === "access-token"
            ? "2. This is the access-token call itself: sign `<X-CLIENT-KEY>|<X-TIMESTAMP>` with the private key."
            : "2. Get a B2B access token first (get_operation `getB2bAccessToken`) and cache it until shortly before it expires.",
          `3. Build the headers and the signature as the Authentication guide says (${authUrl}); check your string to sign with sign_request.`,
          `4. Check the request body with validate_request (operationId \`${op.operationId}\`, with the headers) until it is valid.`,
          "5. Handle every response code: list_response_codes with this operationId says what to do and whether to retry.",
          notifications.length
            ? `6. ${product} also sends notifications in this product: ${notifications.map((n) => `\`${n.operationId}\` (${n.summary})`).join(", ")}; handle them too.`
            : "6. Check the operation's pages (usedIn) for the flow around it.",
          "",
          "Cite the pages you used by their url. Use sandbox credentials from environment variables; never ask for a production key.",
        ].join("\n"),
      );
    },
  );

  server.registerPrompt(
    "debug_signature",
    {
      title: "Debug a signature error",
      description: `Find why ${product} rejects a request's X-SIGNATURE (401xx00): compare each value of your signing with the docs' own.`,
      argsSchema: {
        operationId: z.string().optional().describe("The operation the request calls, if known"),
        responseCode: z.string().optional().describe("The responseCode you got, e.g. 4015400"),
        stringToSign: z.string().optional().describe("Your string to sign, with the access token removed"),
      },
    },
    ({ operationId, responseCode, stringToSign }) => {
      const op = operationId ? findOperation(data.operations, { operationId }) : null;
      return user(
        [
          `A ${product} merchant API v2 request is rejected${responseCode ? ` with responseCode ${quote(responseCode)}` : ""}. Find which part of the signature differs, using the saku-docs tools.`,
          "",
          ...(op ? operationFacts(context, op) : ["Operation: ask me which one, or find it with list_operations."]),
          ...(stringToSign ? ["", "My string to sign (token removed):", "```", quote(stringToSign), "```"] : []),
          "",
          "Steps:",
          `1. Read the signature rules: read_page \`${authUrl}\` (the string to sign, body minification, X-TIMESTAMP).`,
          responseCode
            ? `2. Look the code up with list_response_codes (code \`${quote(responseCode)}\`) for what it means.`
            : "2. Look the responseCode up with list_response_codes for what it means.",
          "3. Call sign_request with the same kind, method and path, body and X-TIMESTAMP as my request (no key: it uses a throwaway one).",
          "4. Compare its minifiedBody, bodyHash and stringToSign with mine, part by part, and say which part differs and why.",
          "5. Check the headers with validate_request: X-TIMESTAMP must be like 2025-03-14T10:15:30+07:00 and within 5 minutes of the server's clock.",
          "",
          "Never ask me for a private key or client secret: the values to compare do not depend on the key.",
        ].join("\n"),
      );
    },
  );

  server.registerPrompt(
    "handle_notification",
    {
      title: "Handle a notification",
      description: `Write the endpoint that receives a notification ${product} sends: verify its signature, process it once, answer as documented.`,
      argsSchema: {
        operationId: z
          .string()
          .optional()
          .describe("The notification's id, e.g. `pgFinishNotify`; all of them when absent"),
        language: z.string().optional().describe("Programming language of the code"),
      },
    },
    ({ operationId, language }) => {
      const list = operationId
        ? [findOperation(data.operations, { operationId })]
        : data.operations.filter((o) => o.apiType === "notification");
      return user(
        [
          `Write the endpoint${language ? ` in ${quote(language)}` : ""} that receives ${list.length === 1 ? "this notification" : "these notifications"} from ${product}, using only what the saku-docs tools return.`,
          "",
          ...list.flatMap((op) => [...operationFacts(context, op), ""]),
          "Steps:",
          "1. Call get_operation for each (sections summary, headers, fields, responses, codes): its request is what you receive, its response what you must answer.",
          `2. Verify X-SIGNATURE with ${product}'s public key before anything else (read_page \`${authUrl}\`, notification signatures); answer an invalid one as the page says.`,
          "3. Process each notification once: a repeat (same ids) must get the same answer without acting twice.",
          "4. Answer with the success responseCode and body the page documents, within the timeout.",
          "5. Test the body parsing with the request examples (get_operation section examples).",
        ].join("\n"),
      );
    },
  );
}
