// ESLint flat config: `npm run lint` (0 warnings allowed; a step of `npm test`).
// TypeScript files get typescript-eslint's type-aware recommended rules; the plain `.mjs` scripts
// have no type information, so they get the untyped rule set. Rules switched off below each say why.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import boundaries from "./scripts/eslint/boundaries.mjs";

export default tseslint.config(
  {
    ignores: [
      "public/",
      "deploy/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      "content/",
      // Written by `npm run build:mcp` (mcp/.gitignore).
      "mcp/data/",
      "mcp/dist/",
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: "error" } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // Unused arguments named `_x` are deliberate (callback signatures Gatsby and Playwright impose).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Context values and vi mocks are plain objects of arrow functions typed with method syntax; none uses `this`.
      "@typescript-eslint/unbound-method": "off",
      // The sanitisers and the tokenizer match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    // no-base-to-string is on everywhere but tests and these files, pending their owners' review:
    // String() of OpenAPI fields that Redocly's struct rule (npm run lint:openapi) guarantees are
    // strings (info.version, a parameter's name and in; reference.ts, operation-schema.ts), and the
    // MCP server's x-response-codes fields (mcp/src/operations.ts), which nothing validates.
    files: ["src/node/openapi/reference.ts", "src/node/openapi/operation-schema.ts", "mcp/src/operations.ts"],
    rules: { "@typescript-eslint/no-base-to-string": "off" },
  },
  {
    // Gatsby types `createResolvers` and webpack's `plugins.define` as bare `Function`.
    files: ["src/node/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-call": "off" },
  },
  {
    // Tests read JSON of unknown shape and evaluate the shipped inline scripts on purpose.
    files: ["**/__tests__/**", "e2e/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-implied-eval": "off",
      // Playwright requires the fixtures argument to be destructured, even when empty.
      "no-empty-pattern": "off",
      // Fakes and Playwright callbacks are `async` to satisfy a Promise-returning signature.
      "@typescript-eslint/require-await": "off",
      // Assertions print values of any shape in messages.
      "@typescript-eslint/no-base-to-string": "off",
    },
  },
  {
    files: ["**/*.tsx", "src/hooks/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      // v7's recommended set: the rules of hooks plus the React Compiler's checks (purity, refs,
      // immutability, components made during render, ...).
      ...reactHooks.configs.flat.recommended.rules,
      "react-hooks/exhaustive-deps": "error",
      // Its 12 reports are state read from the browser after hydration (stored colour mode,
      // announcement, feedback and tab choices, the URL's query, media queries) or reset when a
      // prop changes: the server's markup must render first, so an effect sets it.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.tsx", "gatsby-*.tsx"],
    rules: {
      // Scrollable regions (tables, code, diagrams) take focus so keyboard readers can scroll them (axe).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { roles: ["group", "img", "region", "tabpanel"], tags: ["pre"] },
      ],
      // A keydown on a dialog/menu container is delegation (Escape, focus trap), not a widget of its own.
      "jsx-a11y/no-noninteractive-element-interactions": [
        "error",
        { handlers: ["onClick", "onMouseDown", "onMouseUp"] },
      ],
      "jsx-a11y/no-static-element-interactions": ["error", { handlers: ["onClick", "onMouseDown", "onMouseUp"] }],
    },
  },
  {
    // Dependency check, part one: every package imported is declared in package.json (not merely
    // installed through another package); test, e2e, script and config files may use devDependencies.
    // Part two, declared but never imported, is scripts/check-deps.mjs.
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        {
          devDependencies: ["**/__tests__/**", "e2e/**", "scripts/**", "*.config.{ts,mts,mjs}", "src/test-setup.ts"],
          includeTypes: true,
        },
      ],
    },
  },
  {
    // Module boundaries (scripts/eslint/boundaries.mjs): no import cycle among the site's, the
    // MCP server's and the CMS's modules, type-only imports included; UI code (components,
    // templates, pages, contexts, hooks) never imports build-time code (src/node); code outside a
    // domain (a folder under src/lib, src/node, src/components) reaches it only through its front
    // door (index.ts, types.ts, or lazy.ts by import()), tests, scripts and the MCP server and CMS
    // included.
    files: [
      "src/**/*.{ts,tsx}",
      "mcp/src/**/*.ts",
      "mcp/__tests__/**/*.ts",
      "cms/**/*.{ts,tsx}",
      "gatsby-*.{ts,tsx}",
      "scripts/**/*.{ts,mts,mjs}",
      "e2e/**/*.ts",
    ],
    plugins: { boundaries },
    rules: {
      "boundaries/front-doors": ["error", { parents: ["src/lib", "src/node", "src/components/mdx", "src/components"] }],
      "boundaries/no-cycle": [
        "error",
        {
          roots: [
            "src",
            "mcp/src",
            "cms",
            "gatsby-node.ts",
            "gatsby-browser.tsx",
            "gatsby-ssr.tsx",
            "gatsby-config.ts",
          ],
        },
      ],
      "boundaries/layers": [
        "error",
        [
          {
            from: "^src/(components|templates|pages|contexts|hooks)/",
            disallow: "^src/node/",
            message: "UI code runs in the browser; build-time code stays in the build (share through src/lib)",
          },
        ],
      ],
    },
  },
  {
    // Gatsby reads an exported `config` of any module under src/ as a page's config: a test
    // fixture exporting one made the build's engine validation fail (ERROR #98001, "sharp").
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/pages/**", "src/templates/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name='config'], ExportSpecifier[exported.name='config']",
          message:
            "Gatsby takes an exported `config` under src/ for a page config and the build fails: name it otherwise.",
        },
      ],
    },
  },
  {
    // The CMS (cms/, an npm workspace; type-checked through tsconfig.json, Decap's formatter sources
    // read as cms/types declarations) may import the root's packages (the build's own MDX pipeline
    // and checks) and its own.
    files: ["cms/**/*.ts", "cms/**/*.tsx"],
    rules: {
      "import-x/no-extraneous-dependencies": [
        "error",
        { packageDir: [import.meta.dirname, `${import.meta.dirname}/cms`], devDependencies: true, includeTypes: true },
      ],
    },
  },
  {
    // Plain JavaScript (scripts/*.mjs): no type information to check against.
    files: ["**/*.mjs", "**/*.js", "**/*.cjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
