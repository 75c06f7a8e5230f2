import { CssOrderGuard } from "../config";

// A fake of the webpack compiler: one compilation whose warnings the test sets.
function compile(warnings: string[]) {
  let afterSeal = () => {};
  const compilation = {
    warnings: warnings.map((message) => ({ message })),
    errors: [] as unknown[],
    hooks: { afterSeal: { tap: (_: string, run: () => void) => void (afterSeal = run) } },
  };
  new CssOrderGuard().apply({
    hooks: { thisCompilation: { tap: (_name, run) => run(compilation) } },
  });
  afterSeal();
  return compilation.errors.map((e) => (e as Error).message);
}

// mini-css-extract-plugin's warning, as the build printed it before the import order was fixed.
const conflict = `chunk styles [mini-css-extract-plugin]
Conflicting order. Following module has been added:
 * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[1]!./node_modules/postcss-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[2]!./src/components/CloseButton/styles.module.css
despite it was not able to fulfill desired ordering with these modules:
 * css ./node_modules/css-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[1]!./node_modules/postcss-loader/dist/cjs.js??ruleSet[1].rules[8].oneOf[0].use[2]!./src/components/SkipToContent/styles.module.css
   - couldn't fulfill desired order of chunk group(s) component---src-templates-doc-tsx
   - while fulfilling desired order of chunk group(s) app, chat-panel`;

describe("CssOrderGuard", () => {
  it("turns mini-css-extract-plugin's Conflicting order warnings into one build error naming the modules", () => {
    expect(compile([conflict, conflict, "some other warning"])).toEqual([
      'CSS imported in a different order by different chunk groups (2 "Conflicting order" warnings; first: ' +
        "src/components/CloseButton/styles.module.css). Import the shared parts in the same order everywhere " +
        "(see the comment at the top of gatsby-browser.tsx).",
    ]);
  });

  it("lets a build without them through", () => {
    expect(compile(["some other warning"])).toEqual([]);
  });
});
