// Types for headers-file.mjs.
export interface HeaderRule {
  pattern: string;
  line: number;
  regExp: RegExp;
  set: [string, string][];
  unset: string[];
}
export const HEADERS_FILE_LIMITS: { rules: number; lineLength: number };
export function patternRegExp(pattern: string): RegExp;
export function parseHeadersFile(text: string, file?: string): { rules: HeaderRule[]; skipped: string[] };
export function matchingRules(
  rules: HeaderRule[],
  path: string,
): { rule: HeaderRule; groups: Record<string, string> }[];
export function applyHeaders(
  rules: HeaderRule[],
  path: string,
  defaults?: Record<string, string>,
): Record<string, string>;
export function repeatedHeaders(rules: HeaderRule[], path: string): { name: string; patterns: string[] }[];
