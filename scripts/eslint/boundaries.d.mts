// Types for boundaries.mjs.
import type { ESLint } from "eslint";
declare const plugin: ESLint.Plugin;
export default plugin;
export function importSpecifiers(text: string): string[];
export function resolveSpecifier(from: string, specifier: string): string | null;
export function cyclesOf(graph: Map<string, string[]>): Map<string, Set<string>>;
