// Types for headers-file.mjs.
export interface HeaderRule {
  pattern: string;
  line: number;
  regExp: RegExp;
  netlifyRegExp: RegExp;
  set: [string, string][];
  unset: string[];
}
/** Whose reading of the file: Cloudflare Pages (every match applies, repeats joined) or Netlify (later rules replace). */
export type Host = "cloudflare" | "netlify";
export const HEADERS_FILE_LIMITS: { rules: number; lineLength: number };
export function patternRegExp(pattern: string): RegExp;
export function netlifyPatternRegExp(pattern: string): RegExp;
export function parseHeadersFile(text: string, file?: string): { rules: HeaderRule[]; skipped: string[] };
export function matchingRules(
  rules: HeaderRule[],
  path: string,
  host?: Host,
): { rule: HeaderRule; groups: Record<string, string> }[];
export function applyHeaders(
  rules: HeaderRule[],
  path: string,
  defaults?: Record<string, string>,
  host?: Host,
): Record<string, string>;
export function repeatedHeaders(rules: HeaderRule[], path: string): { name: string; patterns: string[] }[];
