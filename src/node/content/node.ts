/**
 * What only the build and Node scripts take of the content domain: each MDX body compiled into
 * page data (compile.ts, Gatsby's MDX compiler) and the content lint (lint.ts, env-names.ts).
 */
export { compileFailure, makeContentResolvers } from "./compile";
export { lintApiLinks, lintDoc, lintOpenApiProse, type LintDoc, type LintFinding } from "./lint";
export { allowedEnvNames, shellVariableUse } from "./env-names";
