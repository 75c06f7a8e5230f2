import type { OpenApiSource, OperationEntry } from "./document";

/** A problem of the OpenAPI document, naming the operations concerned and the JSON pointer. */
export interface OpenApiIssue {
  /** The operation concerned; for a shared schema, the operations that use it. */
  operations: string[];
  pointer: string;
  message: string;
}

/** The OpenAPI document as the build reads it once: its source, operations and signing context. */
export interface LoadedApi {
  source: OpenApiSource;
  operations: OperationEntry[];
  /** For the generated X-SIGNATURE rows (`headerRows` in views/parameters.ts). */
  signing: SigningContext;
}

/** What the generated X-SIGNATURE row needs besides the operation: the brand and the guide it links. */
export interface SigningContext {
  product: string;
  authenticationRoute: string;
}
