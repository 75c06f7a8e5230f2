import { z } from "zod";
import {
  firstResponseExample,
  isObject,
  listOperations,
  pointerJoin,
  resolvePointer,
  type JsonObject,
  type OperationEntry,
} from "./document";
import { fieldHistoryIssues } from "./field-history";
import { headerRuleProblems } from "../../lib/openapi";
import { collectRefs, operationsFor, usersOfSchemas, validateExamples } from "./validate-examples";
import type { OpenApiIssue } from "./types";

/**
 * Validates the OpenAPI document (docs/openapi.md): its shape, the extensions every operation
 * carries, that every `$ref` resolves, that response codes agree with the service code and the
 * response statuses, and that every example validates against its schema (an example
 * that does not match fails the build). Each problem names the operation and the JSON pointer.
 */

export class OpenApiValidationError extends Error {
  constructor(
    public readonly issues: OpenApiIssue[],
    file: string,
    lineOf: (pointer: string) => number | null = () => null,
  ) {
    const lines = issues.map((i) => {
      const line = lineOf(i.pointer);
      const who = i.operations.length ? `operation ${i.operations.join(", ")}` : "document";
      return `  - ${who} at ${i.pointer}${line ? ` (${file}:${line})` : ""}: ${i.message}`;
    });
    super(
      `Invalid OpenAPI document ${file} (${issues.length} problem${issues.length === 1 ? "" : "s"}):\n${lines.join("\n")}`,
    );
    this.name = "OpenApiValidationError";
  }
}

const responseCodeEntry = z.object({
  code: z.string().regex(/^\d{7}$/, "must be 7 digits: HTTP status + service code + case code"),
  message: z.string().min(1),
  meaning: z.string().min(1),
  action: z.string().min(1),
  retry: z.enum(["no", "yes", "same-reference", "inquiry"]),
});

/** The fields and extensions every operation must have (docs/openapi.md, "Operations"). */
export const operationShape = z.object({
  operationId: z.string().regex(/^[a-z][A-Za-z0-9]*$/, "must be camelCase"),
  summary: z.string().min(1),
  description: z.string().min(1),
  tags: z.array(z.string()).length(1, "must name exactly one product tag"),
  "x-service-code": z.string().regex(/^\d{2}$/, "must be a 2-digit string"),
  "x-api-type": z.enum(["access-token", "service", "notification"]),
  "x-direction": z.enum(["merchant-to-saku", "saku-to-merchant"]),
  "x-requirement": z.enum(["mandatory", "optional"]),
  "x-timeout-seconds": z.number().int().positive(),
  "x-idempotency-key": z.string().min(1),
  "x-used-in": z.array(
    z.string().regex(/^guide\/[a-z0-9/-]+$/, "must be the route of a guide without slashes, e.g. guide/authentication"),
  ),
  "x-lifecycle": z.object({
    status: z.enum(["stable", "beta", "deprecated"]),
    sandbox: z.boolean(),
    production: z.boolean(),
    since: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
  }),
  "x-rules": z.array(z.string().min(1)).default([]),
  "x-response-codes": z.array(responseCodeEntry).min(1),
  "x-path": z
    .string()
    .regex(/^\/\S*$/, "must be a relative path")
    .optional(),
  parameters: z.array(z.unknown()).default([]),
  responses: z.record(z.string().regex(/^[1-5]\d\d$/, "must be an HTTP status"), z.unknown()),
});

const rootShape = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/, "must be an OpenAPI 3.1 version such as 3.1.0"),
  info: z.object({ title: z.string().min(1), version: z.string().min(1) }),
  tags: z.array(z.object({ name: z.string(), description: z.string().optional() })),
  paths: z.record(z.string().regex(/^\//, "must start with /"), z.unknown()),
  webhooks: z.record(z.string(), z.unknown()).optional(),
  components: z.object({ schemas: z.record(z.string(), z.unknown()) }).loose(),
});

export function validateOpenApi(doc: JsonObject): OpenApiIssue[] {
  const issues: OpenApiIssue[] = [];
  const root = rootShape.safeParse(doc);
  if (!root.success) {
    for (const i of root.error.issues)
      issues.push({ operations: [], pointer: pointerJoin("#", ...i.path.map(String)), message: i.message });
    return issues;
  }

  const operations = listOperations(doc);
  const schemaUsers = usersOfSchemas(doc, operations);
  const ownersOf = (pointer: string): string[] => {
    const owner = operations.find((o) => pointer === o.pointer || pointer.startsWith(`${o.pointer}/`));
    return owner ? [owner.operationId] : operationsFor(pointer, schemaUsers);
  };

  const refs: { ref: string; at: string }[] = [];
  collectRefs(doc, "#", refs);
  for (const { ref, at } of refs) {
    if (!ref.startsWith("#/"))
      issues.push({
        operations: ownersOf(at),
        pointer: at,
        message: `$ref "${ref}" must point inside the document (#/…)`,
      });
    else if (resolvePointer(doc, ref) === undefined)
      issues.push({ operations: ownersOf(at), pointer: at, message: `$ref "${ref}" does not resolve` });
  }
  for (const { pointer, message } of fieldHistoryIssues(doc))
    issues.push({ operations: ownersOf(pointer), pointer, message });
  const ids = new Map<string, string>();
  const codes = new Map<string, string>();
  for (const entry of operations) {
    const shape = operationShape.safeParse(entry.operation);
    if (!shape.success) {
      for (const i of shape.error.issues)
        issues.push({
          operations: [entry.operationId],
          pointer: pointerJoin(entry.pointer, ...i.path.map(String)),
          message: i.message,
        });
      continue;
    }
    const op = shape.data;
    const clash = ids.get(op.operationId);
    if (clash)
      issues.push({
        operations: [op.operationId],
        pointer: pointerJoin(entry.pointer, "operationId"),
        message: `operationId is also used at ${clash}`,
      });
    ids.set(op.operationId, entry.pointer);
    const codeClash = codes.get(op["x-service-code"]);
    if (codeClash)
      issues.push({
        operations: [op.operationId],
        pointer: pointerJoin(entry.pointer, "x-service-code"),
        message: `service code ${op["x-service-code"]} is also used by ${codeClash}`,
      });
    codes.set(op["x-service-code"], op.operationId);
    if (entry.webhook && !op["x-path"])
      issues.push({
        operations: [op.operationId],
        pointer: entry.pointer,
        message: "a webhook needs x-path: the conventional path of the merchant's notification URL",
      });
    if (entry.webhook !== (op["x-api-type"] === "notification")) {
      issues.push({
        operations: [op.operationId],
        pointer: pointerJoin(entry.pointer, "x-api-type"),
        message: "notifications, and only they, belong under webhooks",
      });
    }

    const declared = op.parameters.flatMap((p) => {
      const param = isObject(p) && typeof p.$ref === "string" ? resolvePointer(doc, p.$ref) : p;
      return isObject(param) && param.in === "header" && typeof param.name === "string"
        ? [{ name: param.name, required: param.required === true }]
        : [];
    });
    for (const message of headerRuleProblems(op["x-api-type"], declared))
      issues.push({ operations: [op.operationId], pointer: pointerJoin(entry.pointer, "parameters"), message });

    const statuses = Object.keys(op.responses);
    const listed = new Set(op["x-response-codes"].map((c) => c.code));
    op["x-response-codes"].forEach((c, i) => {
      const at = pointerJoin(entry.pointer, "x-response-codes", i, "code");
      if (c.code.slice(3, 5) !== op["x-service-code"])
        issues.push({
          operations: [op.operationId],
          pointer: at,
          message: `${c.code} does not carry the service code ${op["x-service-code"]}`,
        });
      if (!statuses.includes(c.code.slice(0, 3)))
        issues.push({
          operations: [op.operationId],
          pointer: at,
          message: `${c.code} has HTTP status ${c.code.slice(0, 3)}, which is not in responses`,
        });
    });
    for (const status of statuses) {
      if (![...listed].some((c) => c.startsWith(status)))
        issues.push({
          operations: [op.operationId],
          pointer: pointerJoin(entry.pointer, "responses", status),
          message: `no x-response-codes entry for HTTP ${status}`,
        });
      const examples = resolvePointer(
        doc,
        pointerJoin(entry.pointer, "responses", status, "content", "application/json", "examples"),
      );
      if (!isObject(examples) || !Object.keys(examples).length) {
        issues.push({
          operations: [op.operationId],
          pointer: pointerJoin(entry.pointer, "responses", status),
          message: `HTTP ${status} needs at least one named example`,
        });
        continue;
      }
      for (const [name, example] of Object.entries(examples)) {
        const value = isObject(example) && isObject(example.value) ? example.value : null;
        const code = value && typeof value.responseCode === "string" ? value.responseCode : null;
        const at = pointerJoin(
          entry.pointer,
          "responses",
          status,
          "content",
          "application/json",
          "examples",
          name,
          "value",
          "responseCode",
        );
        if (code && !listed.has(code))
          issues.push({
            operations: [op.operationId],
            pointer: at,
            message: `${code} is not one of the operation's x-response-codes`,
          });
        if (code && code.slice(0, 3) !== status)
          issues.push({
            operations: [op.operationId],
            pointer: at,
            message: `${code} is an HTTP ${code.slice(0, 3)} code in the HTTP ${status} response`,
          });
      }
    }
    issues.push(...errorExampleIssues(doc, entry, op["x-service-code"], statuses));
    const body = resolvePointer(
      doc,
      pointerJoin(entry.pointer, "requestBody", "content", "application/json", "examples"),
    );
    if (isObject(entry.operation.requestBody) && (!isObject(body) || !Object.keys(body).length)) {
      issues.push({
        operations: [op.operationId],
        pointer: pointerJoin(entry.pointer, "requestBody"),
        message: "the request body needs at least one named example",
      });
    }
  }
  if (issues.length) return issues;

  issues.push(...validateExamples(doc, operations, schemaUsers));
  return issues;
}

/**
 * The example of the page's "every error response has this body" table (the first example of the
 * first 4xx or 5xx status) must be an error of this operation: a 4xx or 5xx responseCode carrying
 * its own service code.
 */
function errorExampleIssues(
  doc: JsonObject,
  entry: OperationEntry,
  serviceCode: string,
  statuses: string[],
): OpenApiIssue[] {
  const errors = statuses.filter((s) => Number(s) >= 400).sort();
  if (!errors.length) return [];
  const example = firstResponseExample(doc, entry, errors);
  const code = example && typeof example.value.responseCode === "string" ? example.value.responseCode : "";
  const problem = !example
    ? "has no error example for its error body"
    : !/^[45]\d\d\d{4}$/.test(code)
      ? `error example ${code || "(no responseCode)"} is not a 4xx or 5xx code`
      : code.slice(3, 5) !== serviceCode
        ? `error example ${code} does not carry the service code ${serviceCode}`
        : null;
  if (!problem) return [];
  const pointer = example
    ? pointerJoin(example.pointer, "responseCode")
    : pointerJoin(entry.pointer, "responses", errors[0]);
  return [{ operations: [entry.operationId], pointer, message: problem }];
}
