// Types for nginx.mjs.
export function nginxConfig(csp: { policies: Record<string, string> }, basePath: string, root: string): string;
export function standaloneNginxConf(config: string, options: { port: number; dir: string }): string;
