import path from "node:path";
import { z } from "zod";
import type { LoadedApi } from "./site-code";
import { frontmatterSchema, media } from "./site-code-browser";

/**
 * The Decap CMS configuration (https://decapcms.org/docs/configuration-options/), generated when
 * the CMS starts so the choices come from the build's own data: `operationId` offers exactly the
 * operations of the OpenAPI document the build validates against, a new page's folder the
 * folders that exist, a sidebar item the pages that exist.
 *
 * Frontmatter field rules are generated from the build's schema (src/node/content/frontmatter.ts):
 * `required`, `pattern` with the build's message, length limits, labels and hints, so a writer
 * sees a broken rule on the field before Publish. Rules a widget cannot express (an operation
 * already documented elsewhere, MDX syntax, links, a sidebar item whose page was deleted) are the
 * CMS server's: it runs the build's checks on every save (cms/node/validate.ts) and refuses it
 * with the build's message.
 */

export interface BackendOptions {
  /** `proxy` for the local git server (`npm run cms`); `github`, `gitlab` or `gitea` for a team. */
  name: string;
  branch: string;
  /** For the local backend: where the CMS server answers (loopback). */
  proxyUrl?: string;
  /** For hosted backends: `owner/name`, and for GitLab/Gitea self-hosted the API root. */
  repo?: string;
  apiRoot?: string;
  /** The OAuth server writers sign in with: an OAuth proxy (GitHub), or the GitLab/Gitea host. */
  baseUrl?: string;
  /** The authorisation path on `baseUrl` (Decap's `auth_endpoint`). */
  authEndpoint?: string;
  /** GitLab: `pkce` or `implicit` with the host's own OAuth application (`appId`). */
  authType?: string;
  /** The OAuth application's client id (GitLab with `authType`, Gitea). */
  appId?: string;
  /** Team mode: drafts → review → publish as pull requests, where the backend supports it. */
  editorialWorkflow?: boolean;
}

/** The folders of the two page collections and the files the CMS may write (cms/server.ts). */
export const collectionFolders = { guide: "content/guide", api: "content/api" } as const;
export const sidebarsPath = "content/sidebars.yaml";

/**
 * Whether the CMS may write `file` (repository-relative, as Decap sends it): a page of a
 * collection's folder or the sidebars file (`entry`), or a file in the media folder (`media`).
 */
export function cmsWritable(file: string, kind: "entry" | "media"): boolean {
  const normal = path.posix.normalize(file);
  if (normal !== file || normal.startsWith("../") || path.posix.isAbsolute(normal)) return false;
  if (kind === "media") return normal.startsWith(`${media.folder}/`);
  if (normal === sidebarsPath) return true;
  return Object.values(collectionFolders).some((dir) => normal.startsWith(`${dir}/`) && normal.endsWith(".mdx"));
}

/** Keys in the order Decap writes them (the schema's); the normalisation pass (cms/normalize.ts) uses it too. */
export const frontmatterOrder = Object.keys(frontmatterSchema.shape) as (keyof typeof frontmatterSchema.shape)[];

/** What `z.toJSONSchema` gives for a string field, with the build's messages in its meta. */
interface JsonStringField {
  title?: string;
  description?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  /** The build's message for a value that breaks the pattern or the length. */
  invalid?: string;
}

type DecapField = Record<string, unknown>;

/**
 * A Decap string field's rules from a JSON Schema string (`z.toJSONSchema` of a build schema):
 * Decap checks `pattern` on any non-empty value (so " " fails `\S`); length limits become part of
 * that one pattern (Decap takes one per field) and a hint. The message is the build's (`invalid`,
 * which names the length when there is one), prefixed by `subject` as the build words it
 * (`frontmatter "description"`).
 */
export function stringRules(json: JsonStringField, subject: string): DecapField {
  const rules: DecapField = {};
  const hasLength = json.minLength !== undefined || json.maxLength !== undefined;
  const length = hasLength ? `${json.minLength ?? 0} to ${json.maxLength ?? "any number of"} characters` : "";
  if (hasLength) rules.hint = `${json.description ?? ""} ${length}.`.trim();
  if (!json.pattern && !hasLength) return rules;
  const limit = hasLength ? `(?=[\\s\\S]{${json.minLength ?? 0},${json.maxLength ?? ""}}$)` : "";
  const match = json.pattern ? `[\\s\\S]*?(?:${json.pattern})` : "";
  const message =
    json.invalid ??
    [json.pattern ? "is not valid" : "", hasLength ? `must be ${length}` : ""].filter(Boolean).join(" and ");
  rules.pattern = [`^${limit}${match}`, `${subject} ${message}`];
  return rules;
}

/** The doc fields (frontmatter, then the body), generated from the build's frontmatter schema. */
function docFields(operationIds: string[] | null): DecapField[] {
  const schema = z.toJSONSchema(frontmatterSchema) as {
    properties: Record<string, JsonStringField>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  const fields: DecapField[] = [];
  for (const name of frontmatterOrder) {
    const json = schema.properties[name];
    const field: DecapField = {
      name,
      label: json.title ?? name,
      widget: "string",
      required: required.has(name),
      hint: json.description,
      ...stringRules(json, `frontmatter "${name}"`),
    };
    // A length limit shows as a counter under the field (the `counted` widget, cms/admin/editor).
    if (json.minLength !== undefined || json.maxLength !== undefined)
      Object.assign(field, { widget: "counted", count: { min: json.minLength, max: json.maxLength } });
    if (name === "operationId") {
      // Guides document no operation; API pages choose one of the document's (a select needs no pattern).
      if (!operationIds) continue;
      delete field.pattern;
      Object.assign(field, { widget: "select", options: operationIds });
    }
    fields.push(field);
  }
  // A code editor of the text (cms/admin/editor), never Decap's markdown widget: that widget
  // rewrites JSX (`items={[` → `items={\[`).
  fields.push({
    name: "body",
    label: "Body (MDX)",
    widget: "mdx",
    required: false,
    hint: "MDX: Markdown with the components of docs/authoring.md.",
  });
  return fields;
}

/**
 * A sidebar item naming a page: the page is chosen from the pages of the sidebar's collection
 * (Decap's relation widget lists them by title, read live from the repository, so a page created
 * a minute ago is there), and the stored value is the doc id the sidebars schema wants
 * (src/node/pages/sidebars.ts): `guide/<path>` or `api/<path>`.
 */
function docItem(collection: keyof typeof collectionFolders) {
  return {
    label: "Page",
    name: "doc",
    widget: "object",
    summary: "{{fields.id}}",
    fields: [
      {
        name: "id",
        label: "Page",
        widget: "relation",
        collection,
        value_field: `${collection}/{{slug}}`,
        search_fields: ["title"],
        display_fields: ["title", "({{slug}})"],
        options_length: 500,
        hint: `A page of ${collectionFolders[collection]}: type part of its title.`,
      },
      { name: "label", label: "Label (overrides the page's)", widget: "string", required: false },
    ],
  };
}

function sidebarField(name: keyof typeof collectionFolders, label: string) {
  return {
    name,
    label,
    widget: "object",
    fields: [
      { name: "label", label: "Heading", widget: "string" },
      {
        name: "items",
        label: "Items",
        widget: "list",
        typeKey: "type",
        types: [
          docItem(name),
          {
            label: "Category",
            name: "category",
            widget: "object",
            summary: "{{fields.label}}",
            fields: [
              { name: "label", label: "Label", widget: "string" },
              { name: "collapsed", label: "Starts collapsed", widget: "boolean", required: false },
              { name: "items", label: "Pages", widget: "list", typeKey: "type", types: [docItem(name)] },
            ],
          },
        ],
      },
    ],
  };
}

/** Each page collection's subfolders (listFolders), for the folder a new page goes in. */
export type CollectionFolders = Record<keyof typeof collectionFolders, string[]>;

export function decapConfig(
  api: LoadedApi,
  backend: BackendOptions,
  folders: CollectionFolders,
): Record<string, unknown> {
  const operationIds = api.operations.map((o) => o.operationId).sort();
  const local = backend.proxyUrl !== undefined;
  const doc = (name: keyof typeof collectionFolders, label: string, ops: string[] | null) => ({
    name,
    label,
    label_singular: "page",
    folder: collectionFolders[name],
    extension: "mdx",
    format: "frontmatter",
    create: true,
    // Pages live in subfolders (content/guide/payment-gateway/…): list them all, and let a new
    // page choose its folder (Decap's `meta.path`; the file is named after the title).
    // Folders are named by their folder (subfolders: false), not by the title of a page in them.
    nested: { depth: 4, summary: "{{title}}", subfolders: false },
    meta: {
      path: {
        label: "Folder",
        widget: "select",
        hint: "Where the page's file goes; its route follows (content/guide/payment-gateway/x.mdx is /guide/payment-gateway/x/).",
        options: [
          { label: `${collectionFolders[name]} (top level)`, value: "/" },
          ...folders[name].map((f) => ({ label: `${collectionFolders[name]}/${f}`, value: f })),
        ],
      },
    },
    slug: "{{slug}}",
    summary: "{{title}}",
    identifier_field: "title",
    fields: docFields(ops),
    // "View Live": the local CMS server sends /live/<doc id> to the page on the published site
    // (whose routes are not the files' paths: product-widget/… is served as saku-widget/…).
    ...(local ? { preview_path: `live/${name}/{{slug}}`, preview_path_preserve_slashes: true } : {}),
  });
  return {
    backend: {
      name: backend.name,
      branch: backend.branch,
      ...(backend.proxyUrl ? { proxy_url: backend.proxyUrl } : {}),
      ...(backend.repo ? { repo: backend.repo } : {}),
      ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
      ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
      ...(backend.authType ? { auth_type: backend.authType } : {}),
      ...(backend.appId ? { app_id: backend.appId } : {}),
      commit_messages: {
        create: "docs: create {{collection}} “{{slug}}” (CMS)",
        update: "docs: update {{collection}} “{{slug}}” (CMS)",
        delete: "docs: delete {{collection}} “{{slug}}” (CMS)",
        uploadMedia: "docs: upload “{{path}}” (CMS)",
        deleteMedia: "docs: delete “{{path}}” (CMS)",
      },
    },
    publish_mode: backend.editorialWorkflow ? "editorial_workflow" : "simple",
    load_config_file: false,
    media_folder: media.folder,
    // A page names an image by its site path (`/img/x.png`), as it names pages; the build and the
    // preview show it under the base path (src/node/content/media.ts).
    public_folder: media.route.replace(/\/$/, ""),
    ...(local ? { site_url: backend.proxyUrl?.replace(/\/api\/v1$/, "") } : {}),
    collections: [
      doc("guide", "Integration Guides", null),
      doc("api", "API List", operationIds),
      {
        name: "sidebars",
        label: "Sidebars",
        files: [
          {
            name: "sidebars",
            label: "Sidebars (Integration Guides, API List)",
            file: sidebarsPath,
            format: "yaml",
            ...(local ? { preview_path: "live/" } : {}),
            fields: [sidebarField("guide", "Integration Guides"), sidebarField("api", "API List")],
          },
        ],
      },
    ],
  };
}

/** A team-mode setting that Decap cannot work with; the message names the variable. */
export class TeamConfigError extends Error {}

/**
 * The hosted backend of `npm run build:admin` from its environment variables (docs/cms.md, “Team
 * mode”), refusing combinations that Decap's backends (3.x) cannot log in with or load:
 *
 * - GitHub signs writers in through an OAuth proxy (`CMS_BASE_URL`, `CMS_AUTH_ENDPOINT`); it has
 *   no client-side login, so `CMS_APP_ID`/`CMS_AUTH_TYPE` are refused.
 * - GitLab signs in through its own OAuth application: `CMS_APP_ID` (its client id) with
 *   `CMS_AUTH_TYPE` `pkce` (the default) or `implicit`, and `CMS_BASE_URL` for a self-hosted
 *   GitLab; or, without `CMS_APP_ID`, through an OAuth proxy at `CMS_BASE_URL`.
 * - Gitea signs in with PKCE only: `CMS_APP_ID` and `CMS_BASE_URL` (the Gitea host) are
 *   required, the API root defaults to `<CMS_BASE_URL>/api/v1`, and its backend has no
 *   editorial workflow (Decap refuses to load: “The Gitea backend does not support editorial
 *   workflow.”).
 */
export function teamBackend(env: Record<string, string | undefined>): BackendOptions {
  const value = (name: string) => env[name]?.trim() || undefined;
  const name = value("CMS_BACKEND") ?? "";
  if (!["github", "gitlab", "gitea"].includes(name))
    throw new TeamConfigError("set CMS_BACKEND to github, gitlab or gitea (and CMS_REPO=owner/name).");
  const repo = value("CMS_REPO") ?? "";
  if (!/^[\w.-]+\/[\w./-]+$/.test(repo)) throw new TeamConfigError("set CMS_REPO to the repository as owner/name.");
  const editorialWorkflow = value("CMS_EDITORIAL_WORKFLOW") === "1";
  let baseUrl = value("CMS_BASE_URL");
  let apiRoot = value("CMS_API_ROOT");
  let authType = value("CMS_AUTH_TYPE");
  const appId = value("CMS_APP_ID");
  for (const [key, url] of [
    ["CMS_BASE_URL", baseUrl],
    ["CMS_API_ROOT", apiRoot],
  ] as const)
    if (url && !/^https:\/\/[^/\s]+/.test(url))
      throw new TeamConfigError(`${key} must be an https:// URL, not "${url}".`);
  if (baseUrl) baseUrl = baseUrl.replace(/\/+$/, "");
  if (name === "github" && (appId || authType))
    throw new TeamConfigError(
      "GitHub signs writers in through an OAuth proxy (CMS_BASE_URL); CMS_APP_ID and CMS_AUTH_TYPE are for GitLab and Gitea.",
    );
  if (name === "gitlab") {
    if (authType && !appId)
      throw new TeamConfigError(`CMS_AUTH_TYPE=${authType} needs CMS_APP_ID, the GitLab OAuth application's id.`);
    if (appId) authType ??= "pkce";
    if (authType && !["pkce", "implicit"].includes(authType))
      throw new TeamConfigError(`CMS_AUTH_TYPE must be pkce or implicit for GitLab, not "${authType}".`);
  }
  if (name === "gitea") {
    if (editorialWorkflow)
      throw new TeamConfigError(
        "Decap's Gitea backend has no editorial workflow (it refuses to load with CMS_EDITORIAL_WORKFLOW=1): use GitHub or GitLab for drafts and review, or publish directly.",
      );
    if (!appId || !baseUrl)
      throw new TeamConfigError(
        "Gitea signs writers in with its own OAuth application: set CMS_BASE_URL (the Gitea address) and CMS_APP_ID (the application's client id).",
      );
    if (authType && authType !== "pkce")
      throw new TeamConfigError(`Gitea signs in with PKCE only; CMS_AUTH_TYPE=${authType} cannot be used.`);
    if (value("CMS_AUTH_ENDPOINT"))
      throw new TeamConfigError("Gitea's sign-in path is fixed (login/oauth/authorize); unset CMS_AUTH_ENDPOINT.");
    authType = undefined; // Decap's Gitea login is always PKCE; it reads no auth_type
    apiRoot ??= `${baseUrl}/api/v1`;
  }
  return {
    name,
    repo,
    branch: value("CMS_BRANCH") ?? "main",
    apiRoot,
    baseUrl,
    authEndpoint: value("CMS_AUTH_ENDPOINT"),
    authType,
    appId,
    editorialWorkflow,
  };
}
