import type { OpenApiSource, OperationEntry } from "./document";
import type { SigningContext } from "./views/parameters";

/** The OpenAPI document as the build reads it once: its source, operations and signing context. */
export interface LoadedApi {
  source: OpenApiSource;
  operations: OperationEntry[];
  /** For the generated X-SIGNATURE rows (views.ts `headerRows`). */
  signing: SigningContext;
}
