/**
 * The API reference at build time (reference.ts): the OpenAPI document read and validated once
 * (document.ts, validate.ts), one `ApiOperation` node per operation, the downloads and
 * per-operation schemas (operation-schema.ts), what each API page adds (views/), field history
 * marks (field-history.ts) and the mock's data (mock-operations.ts).
 */
export {
  apiPageProblems,
  downloadBase,
  loadOpenApi,
  makeApiReference,
  openApiFile,
  operationNodeFields,
  usedInRoute,
  type ApiPageExtensions,
  type ApiReference,
  type FieldEntryLookup,
} from "./reference";
export type { LoadedApi, OpenApiIssue, SigningContext } from "./types";
export {
  isObject,
  listOperations,
  pointerJoin,
  readOpenApi,
  resolvePointer,
  type Json,
  type JsonObject,
  type OperationEntry,
} from "./document";
export { operationSchemaFile, type OperationSchemaFile } from "./operation-schema";
export {
  addedKey,
  deprecatedOnKey,
  fieldMarks,
  isIsoDay,
  type FieldChangeKind,
  type FieldHistoryIssue,
  type FieldMark,
} from "./field-history";
export { mockOperations } from "./mock-operations";
export { OpenApiValidationError, operationShape } from "./validate";
export {
  applyOperationEdit,
  EditRefusal,
  operationText,
  type ExampleText,
  type OperationEdit,
  type OperationText,
} from "./text-edit";
export { inlineMarkdownToRich } from "./rich";
