// Types for nginx.mjs.
export function nginxConfig(csp: { policies: Record<string, string> }, basePath: string, root: string): string;
