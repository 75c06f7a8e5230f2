import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "./client";

/** The shapes of the docs MCP server's tool answers, as the tests read them. */
export interface Hit {
  title: string;
  route: string;
  url: string;
  markdownUrl: string;
  breadcrumb: string;
  excerpt: string;
}
export interface Page {
  title: string;
  markdown: string;
  offset: number;
  nextOffset: number | null;
  totalChars: number;
  section: { id: string; title: string; url: string } | null;
  toc?: { depth: number; title: string; id: string; chars: number }[];
}
export interface Field {
  path: string;
  type: string;
  required: string;
  condition?: string;
}
export interface Operation {
  operationId: string;
  url?: string;
  sections: string[];
  headers?: Field[];
  requestBody?: { fields: Field[] } | null;
  responseBodies?: { statuses: string[]; fields: Field[] }[];
  requestExamples?: { value: unknown }[];
  responseCodes?: { code: string; message: string }[];
  samples?: { language: string; code: string }[];
  requestSchema?: unknown;
}
export interface Codes {
  total: number;
  nextOffset: number | null;
  codes: { code: string; operationId: string; message: string; url: string }[];
}
export interface Violation {
  location: string;
  pointer: string;
  keyword: string;
  message: string;
}
export interface Signed {
  stringToSign: string;
  signature: string;
  minifiedBody: string | null;
  bodyHash: string | null;
  publicKeyPem: string | null;
  generatedClientSecret: string | null;
  keySource: string;
}

/** The site's Markdown copy of a page, by route or URL. */
export function markdownOf(route: string): string {
  const p = route
    .replace(/^https:\/\/docs\.saku\.example\/api-docs-v2/, "")
    .replace(/#.*$/, "")
    .replace(/(\.md|\/)$/, "");
  return fs.readFileSync(path.join(repoRoot, "public", `${p || "/index"}.md`), "utf8");
}
