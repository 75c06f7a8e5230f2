import fs from "node:fs";
import path from "node:path";
import { loadSiteConfig } from "../../src/config/load";
import { contentDir, descriptionLength, docFieldsFor } from "../../src/node/content";
import { makeApiReference } from "../../src/node/openapi";
import { parseSidebars } from "../../src/node/pages";
import { cmsWritable, collectionFolders, decapConfig, stringRules, teamBackend } from "../node/decap-config";
import { collectionSubfolders } from "../node/site";

type Field = { name: string; required?: boolean; pattern?: [string, string]; widget: string; options?: string[] };
type Collection = { name: string; fields?: Field[]; files?: { fields: unknown[] }[] };

const site = loadSiteConfig();
const api = makeApiReference(site).load();
const config = decapConfig(
  api,
  { name: "proxy", branch: "main", proxyUrl: "http://127.0.0.1:1/api/v1" },
  collectionSubfolders(process.cwd()),
);
const collections = config.collections as Collection[];
const fieldsOf = (name: string) => collections.find((c) => c.name === name)?.fields ?? [];
/** Decap's own check of a non-empty value (decap-cms-core Widget.validatePattern). */
const passes = (field: { pattern?: [string, string] }, value: string) =>
  !field.pattern || RegExp(field.pattern[0]).test(value);

describe("the admin's field rules, generated from the build's schemas", () => {
  it("frontmatter: required keys, the non-empty rule with the build's message, operationId a choice", () => {
    const guide = fieldsOf("guide");
    expect(guide.map((f) => [f.name, f.required])).toEqual([
      ["title", true],
      ["description", true],
      ["sidebar_label", false],
      ["body", false],
    ]);
    const title = guide[0];
    expect(title.pattern?.[1]).toBe('frontmatter "title" must be a non-empty string');
    expect(passes(title, "   ")).toBe(false);
    expect(passes(title, " Refunds")).toBe(true);

    const operation = fieldsOf("api").find((f) => f.name === "operationId");
    expect(operation?.widget).toBe("select");
    expect(operation?.pattern).toBeUndefined();
    expect(operation?.options).toEqual(api.operations.map((o) => o.operationId).sort());
    expect(operation?.options).toContain("pgCreateOrder");
  });

  it("a sidebar item's page is chosen from its sidebar's collection, stored as the doc id the sidebars schema wants", () => {
    const sidebars = parseSidebars(fs.readFileSync("content/sidebars.yaml", "utf8"));
    const fields = collections.find((c) => c.name === "sidebars")?.files?.[0].fields as {
      name: "guide" | "api";
      fields: { name: string; types?: { name: string; fields: Record<string, unknown>[] }[] }[];
    }[];
    for (const sidebar of fields) {
      const items = sidebar.fields.find((f) => f.name === "items");
      const page = items?.types?.find((t) => t.name === "doc")?.fields.find((f) => f.name === "id");
      expect(page).toMatchObject({
        widget: "relation",
        collection: sidebar.name,
        value_field: `${sidebar.name}/{{slug}}`,
        search_fields: ["title"],
      });
      // Decap's relation widget fills {{slug}} with the page's entry slug, its path under the
      // collection's folder without .mdx: every item of the sidebar today is such a value.
      const ids = JSON.stringify(sidebars[sidebar.name]).match(/"id":"[^"]+"/g) ?? [];
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids.map((i) => i.slice(6, -1))) {
        const slug = id.slice(sidebar.name.length + 1);
        expect(fs.existsSync(`${collectionFolders[sidebar.name]}/${slug}.mdx`)).toBe(true);
      }
    }
  });

  it("a new page chooses its folder among the collection's folders (the route follows it)", () => {
    const guide = collections.find((c) => c.name === "guide") as unknown as {
      folder: string;
      meta: { path: { widget: string; options: { label: string; value: string }[] } };
    };
    expect(guide.folder).toBe("content/guide");
    expect(guide.meta.path.widget).toBe("select");
    expect(guide.meta.path.options).toContainEqual({ label: "content/guide (top level)", value: "/" });
    expect(guide.meta.path.options).toContainEqual({
      label: "content/guide/payment-gateway",
      value: "payment-gateway",
    });
    const folders = collectionSubfolders(process.cwd());
    expect(folders.guide).toContain("payment-gateway");
    expect(folders.api).toContain("product-widget");
    for (const f of folders.guide) expect(fs.statSync(`content/guide/${f}`).isDirectory()).toBe(true);
  });

  it("the description's length rule (the build's schema) is the field's pattern, with the build's message", () => {
    const description = fieldsOf("guide").find((f) => f.name === "description") as Field & { hint?: string };
    const { min, max } = descriptionLength;
    expect(description.hint).toBe(
      `One sentence: the meta description, search snippet and llms.txt line. ${min} to ${max} characters.`,
    );
    const message = `frontmatter "description" must be a non-empty string of ${min} to ${max} characters`;
    expect(description.pattern?.[1]).toBe(message);
    const ok = ["x".repeat(min), `${"y".repeat(max - 1)}.`];
    const bad = ["x".repeat(min - 1), "x".repeat(max + 1), " ".repeat(min)];
    expect(ok.map((v) => passes(description, v))).toEqual([true, true]);
    expect(bad.map((v) => passes(description, v))).toEqual([false, false, false]);
    // The build says the same, with the count.
    const file = "content/guide/authentication.mdx";
    const fields = (value: string) =>
      docFieldsFor(
        { body: "", frontmatter: { title: "T", description: value } },
        path.resolve(file),
        site,
        contentDir,
        "",
      );
    for (const value of ok) expect(() => fields(value)).not.toThrow();
    for (const value of bad.slice(0, 2))
      expect(() => fields(value)).toThrow(`${file}: ${message} (it has ${value.length})`);
    expect(() => fields(bad[2])).toThrow(`${file}: ${message}`);
  });

  it("a length without the build's message words its own rule", () => {
    const rules = stringRules({ description: "An id.", minLength: 2, maxLength: 4 }, "id") as {
      hint: string;
      pattern: [string, string];
    };
    expect(rules.hint).toBe("An id. 2 to 4 characters.");
    expect(rules.pattern[1]).toBe("id must be 2 to 4 characters");
    expect(["ab", "abcd", "a", "abcde"].map((v) => passes(rules, v))).toEqual([true, true, false, false]);
  });
});

describe("team mode (build:admin): the hosted backend from the environment", () => {
  const team = (env: Record<string, string>) => {
    const backend = teamBackend({ CMS_REPO: "acme/docs", ...env });
    return decapConfig(api, backend, { guide: [], api: [] }) as {
      backend: Record<string, unknown>;
      publish_mode: string;
    };
  };

  it("GitHub: an OAuth proxy at CMS_BASE_URL, the editorial workflow", () => {
    const config = team({
      CMS_BACKEND: "github",
      CMS_BASE_URL: "https://auth.example.com/",
      CMS_EDITORIAL_WORKFLOW: "1",
    });
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "acme/docs",
      branch: "main",
      base_url: "https://auth.example.com",
    });
    expect(config.backend).not.toHaveProperty("app_id");
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(() => team({ CMS_BACKEND: "github", CMS_APP_ID: "x" })).toThrow(
      "GitHub signs writers in through an OAuth proxy (CMS_BASE_URL); CMS_APP_ID and CMS_AUTH_TYPE are for GitLab and Gitea.",
    );
  });

  it("GitLab: its own OAuth application (PKCE by default, or implicit), self-hosted", () => {
    const config = team({
      CMS_BACKEND: "gitlab",
      CMS_APP_ID: "abc123",
      CMS_BASE_URL: "https://gitlab.example.com",
      CMS_API_ROOT: "https://gitlab.example.com/api/v4",
      CMS_EDITORIAL_WORKFLOW: "1",
    });
    expect(config.backend).toMatchObject({
      name: "gitlab",
      auth_type: "pkce",
      app_id: "abc123",
      base_url: "https://gitlab.example.com",
      api_root: "https://gitlab.example.com/api/v4",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(team({ CMS_BACKEND: "gitlab", CMS_APP_ID: "a", CMS_AUTH_TYPE: "implicit" }).backend.auth_type).toBe(
      "implicit",
    );
    // Without an application: Decap's Netlify-style login through an OAuth proxy.
    expect(team({ CMS_BACKEND: "gitlab", CMS_BASE_URL: "https://auth.example.com" }).backend).not.toHaveProperty(
      "auth_type",
    );
    expect(() => team({ CMS_BACKEND: "gitlab", CMS_AUTH_TYPE: "pkce" })).toThrow(
      "CMS_AUTH_TYPE=pkce needs CMS_APP_ID, the GitLab OAuth application's id.",
    );
    expect(() => team({ CMS_BACKEND: "gitlab", CMS_APP_ID: "a", CMS_AUTH_TYPE: "oauth" })).toThrow(
      'CMS_AUTH_TYPE must be pkce or implicit for GitLab, not "oauth".',
    );
  });

  it("Gitea: PKCE with its own application, the API under its address, and no editorial workflow", () => {
    const config = team({ CMS_BACKEND: "gitea", CMS_APP_ID: "c1", CMS_BASE_URL: "https://gitea.example.com" });
    expect(config.backend).toMatchObject({
      name: "gitea",
      app_id: "c1",
      base_url: "https://gitea.example.com",
      api_root: "https://gitea.example.com/api/v1",
    });
    expect(config.backend).not.toHaveProperty("auth_type");
    expect(config.publish_mode).toBe("simple");
    expect(() =>
      team({ CMS_BACKEND: "gitea", CMS_APP_ID: "c1", CMS_BASE_URL: "https://g.example", CMS_EDITORIAL_WORKFLOW: "1" }),
    ).toThrow("Decap's Gitea backend has no editorial workflow");
    expect(() => team({ CMS_BACKEND: "gitea", CMS_BASE_URL: "https://g.example" })).toThrow(
      "Gitea signs writers in with its own OAuth application: set CMS_BASE_URL (the Gitea address) and CMS_APP_ID",
    );
  });

  it("refuses a missing backend or repository and a URL that is not https", () => {
    expect(() => teamBackend({ CMS_REPO: "acme/docs" })).toThrow("set CMS_BACKEND to github, gitlab or gitea");
    expect(() => teamBackend({ CMS_BACKEND: "github", CMS_REPO: "docs" })).toThrow(
      "set CMS_REPO to the repository as owner/name.",
    );
    expect(() => team({ CMS_BACKEND: "github", CMS_BASE_URL: "http://auth.example.com" })).toThrow(
      'CMS_BASE_URL must be an https:// URL, not "http://auth.example.com".',
    );
  });
});

describe("what the CMS server may write", () => {
  it("pages of the two collections, the sidebars file and media; nothing else", () => {
    for (const ok of ["content/guide/a.mdx", "content/api/payment-gateway/x.mdx", "content/sidebars.yaml"])
      expect(cmsWritable(ok, "entry")).toBe(true);
    for (const bad of [
      "package.json",
      "content/guide/a.md",
      "content/changelog/2025-01-01.mdx",
      "content/openapi/merchant-api-v2.yaml",
      "content/guide/../../package.json",
      "/etc/passwd",
      "static/img/a.png",
    ])
      expect(cmsWritable(bad, "entry")).toBe(false);
    expect(cmsWritable("static/img/diagram.png", "media")).toBe(true);
    for (const bad of ["static/favicon.svg", "static/img/../../x", "content/guide/a.mdx"])
      expect(cmsWritable(bad, "media")).toBe(false);
  });
});
