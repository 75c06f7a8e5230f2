import { stringify } from "yaml";
import type { LoadedApi } from "../../src/node/openapi";

/**
 * The Decap CMS configuration (https://decapcms.org/docs/configuration-options/), generated when
 * the CMS starts so the choices come from the build's own data: `operationId` offers exactly the
 * operations of the OpenAPI document the build validates against.
 *
 * Frontmatter rules are not repeated here as Decap `required`/`pattern` rules: the CMS server runs
 * the build's checks on every save (cms/node/validate.ts) and refuses it with the build's message,
 * so there is one source for the rules. The hints tell writers what the build expects.
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
  baseUrl?: string;
  /** Team mode: drafts → review → publish as pull requests, where the backend supports it. */
  editorialWorkflow?: boolean;
}

/** Keys in the order Decap writes them; the normalisation pass (cms/node/normalize.ts) uses it too. */
export const frontmatterOrder = ["title", "description", "sidebar_label", "operationId"] as const;

function docFields(operationIds: string[] | null) {
  const fields: Record<string, unknown>[] = [
    { name: "title", label: "Title", widget: "string", required: false, hint: "The page heading (required)." },
    {
      name: "description",
      label: "Description",
      widget: "string",
      required: false,
      hint: "One sentence: shown in search results and link previews (required).",
    },
    {
      name: "sidebar_label",
      label: "Sidebar label",
      widget: "string",
      required: false,
      hint: "A shorter name for the sidebar (optional).",
    },
  ];
  if (operationIds)
    fields.push({
      name: "operationId",
      label: "Operation",
      widget: "select",
      required: false,
      options: operationIds,
      hint: "For an operation page: the OpenAPI operation it documents.",
    });
  // Plain text, never Decap's markdown widget: that widget rewrites JSX (`items={[` → `items={\[`).
  fields.push({
    name: "body",
    label: "Body (MDX)",
    widget: "text",
    required: false,
    hint: "MDX: Markdown with the components of docs/authoring.md.",
  });
  return fields;
}

const docItem = {
  label: "Page",
  name: "doc",
  widget: "object",
  summary: "{{fields.id}}",
  fields: [
    {
      name: "id",
      label: "Doc id",
      widget: "string",
      hint: "The path under content/ without .mdx, e.g. guide/authentication",
    },
    { name: "label", label: "Label (overrides the page's)", widget: "string", required: false },
  ],
};

function sidebarField(name: string, label: string) {
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
          docItem,
          {
            label: "Category",
            name: "category",
            widget: "object",
            summary: "{{fields.label}}",
            fields: [
              { name: "label", label: "Label", widget: "string" },
              { name: "collapsed", label: "Starts collapsed", widget: "boolean", required: false },
              { name: "items", label: "Pages", widget: "list", typeKey: "type", types: [docItem] },
            ],
          },
        ],
      },
    ],
  };
}

export function decapConfig(api: LoadedApi, backend: BackendOptions): Record<string, unknown> {
  const operationIds = api.operations.map((o) => o.operationId).sort();
  const doc = (name: string, label: string, folder: string, ops: string[] | null) => ({
    name,
    label,
    label_singular: "page",
    folder,
    extension: "mdx",
    format: "frontmatter",
    create: true,
    // Guides live in subfolders (content/guide/payment-gateway/…): list them all.
    nested: { depth: 4, summary: "{{title}}" },
    slug: "{{slug}}",
    summary: "{{title}}",
    identifier_field: "title",
    fields: docFields(ops),
  });
  return {
    backend: {
      name: backend.name,
      branch: backend.branch,
      ...(backend.proxyUrl ? { proxy_url: backend.proxyUrl } : {}),
      ...(backend.repo ? { repo: backend.repo } : {}),
      ...(backend.apiRoot ? { api_root: backend.apiRoot } : {}),
      ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
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
    media_folder: "static/img",
    public_folder: "/img",
    ...(backend.proxyUrl ? { site_url: backend.proxyUrl.replace(/\/api\/v1$/, "") } : {}),
    collections: [
      doc("guide", "Integration Guides", "content/guide", null),
      doc("api", "API List", "content/api", operationIds),
      {
        name: "sidebars",
        label: "Sidebars",
        files: [
          {
            name: "sidebars",
            label: "Sidebars (Integration Guides, API List)",
            file: "content/sidebars.yaml",
            format: "yaml",
            fields: [sidebarField("guide", "Integration Guides"), sidebarField("api", "API List")],
          },
        ],
      },
    ],
  };
}

export function decapConfigYaml(api: LoadedApi, backend: BackendOptions): string {
  return stringify(decapConfig(api, backend));
}
