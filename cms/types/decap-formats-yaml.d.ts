/** decap-cms-core/src/formats/yaml.ts's formatter, for the type checker (see decap-formats-frontmatter.d.ts). */
declare const yamlFormatter: {
  fromFile(content: string): unknown;
  toFile(data: object, sortedKeys?: string[], comments?: Record<string, string>): string;
};
export default yamlFormatter;
