import { siteConfig } from "../../../config";
import type { OperationView } from "../../../lib/openapi/types";
import type { Environment } from "../../../lib/tryit";

/** The configured sandbox, if any: the console's second environment. */
export const sandboxUrl = siteConfig.tryIt.sandboxUrl;

/** The base URL a cURL command of an environment targets. */
export function baseUrlOf(environment: Environment, operation: OperationView): string {
  return environment === "sandbox" && sandboxUrl ? sandboxUrl : operation.sandboxBaseUrl;
}
