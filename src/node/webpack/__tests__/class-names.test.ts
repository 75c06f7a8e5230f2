import { applyShortClassNames, shortClassName } from "../class-names";

const root = "/site";
const at = (path: string) => ({ rootContext: root, resourcePath: `${root}/${path}` });

describe("short CSS-module class names", () => {
  it("are _ and 7 hex digits, the same for the same stylesheet and class (server rendering and browser agree)", () => {
    const name = shortClassName()(at("src/components/Navbar/styles.module.css"), "[name]", "item");
    expect(name).toMatch(/^_[0-9a-f]{7}$/);
    expect(shortClassName()(at("src/components/Navbar/styles.module.css"), "[name]", "item")).toBe(name);
  });

  it("differ between classes and between stylesheets", () => {
    const ident = shortClassName();
    const names = [
      ident(at("src/components/Navbar/styles.module.css"), "", "item"),
      ident(at("src/components/Navbar/styles.module.css"), "", "link"),
      ident(at("src/components/Footer/styles.module.css"), "", "item"),
    ];
    expect(new Set(names).size).toBe(3);
  });

  it("fail the build when two classes would share a name", () => {
    const taken = new Map<string, string>();
    const name = shortClassName(taken)(at("src/components/Navbar/styles.module.css"), "", "item");
    taken.set(name, "src/components/Other/styles.module.css\0other");
    expect(() => shortClassName(taken)(at("src/components/Navbar/styles.module.css"), "", "item")).toThrow(
      /Other\/styles\.module\.css \.other and src\/components\/Navbar\/styles\.module\.css \.item would share/,
    );
  });

  it("go to every css-loader with CSS modules in the config, and nothing else", () => {
    const getLocalIdent = shortClassName();
    const cssModules = {
      test: /\.module\.css$/,
      use: [
        { loader: "/nm/mini-css-extract-plugin/dist/loader.js", options: { modules: { namedExport: true } } },
        { loader: "/nm/css-loader/dist/cjs.js", options: { importLoaders: 1, modules: { namedExport: true } } },
        { loader: "/nm/postcss-loader/dist/cjs.js", options: {} },
      ],
    };
    const plainCss = { test: /\.css$/, use: [{ loader: "/nm/css-loader/dist/cjs.js", options: { modules: false } }] };
    const rules = [
      { test: /\.js$/, use: [{ loader: "/nm/babel-loader/index.js" }] },
      { oneOf: [cssModules, plainCss] },
    ];
    expect(applyShortClassNames(rules, getLocalIdent)).toBe(1);
    expect(cssModules.use[1].options).toEqual({ importLoaders: 1, modules: { namedExport: true, getLocalIdent } });
    expect(cssModules.use[0].options).toEqual({ modules: { namedExport: true } });
    expect(plainCss.use[0].options).toEqual({ modules: false });
  });
});
