/**
 * The part of decap-cms-core/src/formats/frontmatter.ts that cms/normalize.ts uses. Decap ships
 * that formatter only as TypeScript source, which does not type-check under this project's
 * settings; tsconfig.json `paths` points the type checker here (tsx and Vitest still load Decap's
 * source: a path to a declaration file is no module at run time, so they fall back to the package).
 */
export interface FrontmatterFormatter {
  fromFile(content: string): Record<string, unknown>;
  toFile(
    data: { body?: string } & Record<string, unknown>,
    sortedKeys?: string[],
    comments?: Record<string, string>,
  ): string;
}
export declare function frontmatterYAML(customDelimiter?: string | [string, string]): FrontmatterFormatter;
