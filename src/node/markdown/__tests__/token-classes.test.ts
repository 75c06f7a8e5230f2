import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { tokenClass, tokenClasses } from "../token-classes";

describe("highlighted code's short classes", () => {
  it("takes the innermost coloured type of the Prism classes around a run, and none for uncoloured text", () => {
    expect(tokenClass(["token", "punctuation"])).toBe("u");
    expect(tokenClass(["token", "php", "language-php", "token", "variable"])).toBe("p");
    expect(tokenClass(["token", "string", "token", "variable"])).toBe("p");
    expect(tokenClass(["token", "import", "token", "namespace", "token", "punctuation"])).toBe("u");
    expect(tokenClass(["token", "class-name"])).toBe("f");
    expect(tokenClass(["token", "namespace"])).toBeUndefined();
    expect(tokenClass([])).toBeUndefined();
  });

  it("has a rule in the theme for every class, with its own colour variable", () => {
    const css = readFileSync(resolve("src/theme/global.css"), "utf8");
    const colours = new Set<string>();
    for (const name of Object.keys(tokenClasses)) {
      const rule = new RegExp(`pre \\.${name} \\{\\s*color: var\\((--tok-[a-z]+)\\)`).exec(css);
      expect(rule, `pre .${name}`).not.toBeNull();
      colours.add(rule?.[1] ?? "");
    }
    expect(colours.size).toBe(Object.keys(tokenClasses).length);
    // No rule for Prism's own classes is left behind.
    expect(css).not.toMatch(/\.token\./);
  });
});
