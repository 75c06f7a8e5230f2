/**
 * Highlighted code's classes: one short class per colour of the theme, not Prism's own (`token
 * punctuation`, `token php language-php token variable`). A long guide has thousands of token
 * spans, and their class attributes were half its HTML (169 of 347 KB of the hosted checkout
 * guide's body). The rules are in src/theme/global.css, under `pre`.
 */
export const tokenClasses = {
  c: ["comment", "prolog", "doctype", "cdata"],
  k: ["keyword", "boolean", "important", "atrule", "builtin"],
  s: ["string", "char", "attr-value", "regex", "inserted"],
  n: ["number", "constant", "symbol", "deleted"],
  f: ["function", "class-name"],
  p: ["property", "tag", "attr-name", "selector", "variable"],
  u: ["punctuation"],
  o: ["operator", "entity", "url"],
} as const;

const classOfType = new Map<string, string>(
  Object.entries(tokenClasses).flatMap(([name, types]) => types.map((type) => [type, name] as const)),
);

/**
 * The class of a run of code from the Prism classes around it, outermost first: that of its
 * innermost coloured type (an inner token's colour wins, as Prism's nested spans show it), or
 * undefined for text the theme does not colour.
 */
export function tokenClass(classes: readonly string[]): string | undefined {
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classOfType.get(classes[i]);
    if (name) return name;
  }
  return undefined;
}
