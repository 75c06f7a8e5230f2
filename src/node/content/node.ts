/**
 * What only the build and Node scripts take of the content domain: each MDX body compiled into
 * page data (compile.ts, Gatsby's MDX compiler), its errors shown in develop's browser overlay
 * (develop-overlay.ts), and the content lint (lint.ts, env-names.ts).
 */
export { compileFailure, makeContentResolvers } from "./compile";
export { reportingNodeErrors } from "./develop-overlay";
export { lintApiLinks, lintDoc, lintOpenApiProse, type LintDoc, type LintFinding } from "./lint";
export { allowedEnvNames, shellVariableUse } from "./env-names";
