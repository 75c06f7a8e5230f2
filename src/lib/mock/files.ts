/** Where the build publishes the API mock's operations (src/node/openapi/mock-operations.ts), under the site's path prefix. */
export const mockOperationsFile = "/openapi/mock-operations.json";
