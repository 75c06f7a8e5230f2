import { stringify } from "yaml";
import { z } from "zod";
import type { LoadedApi } from "../../src/node/openapi";
import { frontmatterSchema } from "../../src/node/frontmatter";
import { docIdSchema } from "../../src/node/sidebars";

/**
 * The Decap CMS configuration (https://decapcms.org/docs/configuration-options/), generated when
 * the CMS starts so the choices come from the build's own data: `operationId` offers exactly the
 * operations of the OpenAPI document the build validates against.
 *
 * Field rules are generated from the build's schemas (src/node/frontmatter.ts for frontmatter,
 * src/node/sidebars.ts for a sidebar item's doc id): `required`, `pattern` with the build's
 * message, length limits, labels and hints, so a writer sees a broken rule on the field before
 * Publish. Rules a widget cannot express (an operation already documented elsewhere, MDX syntax,
 * links, a sidebar naming a missing page) are the CMS server's: it runs the build's checks on
 * every save (cms/node/validate.ts) and refuses it with the build's message.
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
 * that one pattern (Decap takes one per field) and a hint. Messages are the build's, prefixed by
 * `subject` as the build words it (`frontmatter "title"`).
 */
export function stringRules(json: JsonStringField, subject: string): DecapField {
  const rules: DecapField = {};
  const hasLength = json.minLength !== undefined || json.maxLength !== undefined;
  const length = hasLength ? `${json.minLength ?? 0} to ${json.maxLength ?? "any number of"} characters` : "";
  if (hasLength) rules.hint = `${json.description ?? ""} ${length}.`.trim();
  if (!json.pattern && !hasLength) return rules;
  const limit = hasLength ? `(?=[\\s\\S]{${json.minLength ?? 0},${json.maxLength ?? ""}}$)` : "";
  const match = json.pattern ? `[\\s\\S]*?(?:${json.pattern})` : "";
  const message = [json.pattern ? (json.invalid ?? "is not valid") : "", hasLength ? `must be ${length}` : ""]
    .filter(Boolean)
    .join(" and ");
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
    if (name === "operationId") {
      // Guides document no operation; API pages choose one of the document's (a select needs no pattern).
      if (!operationIds) continue;
      delete field.pattern;
      Object.assign(field, { widget: "select", options: operationIds });
    }
    fields.push(field);
  }
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

const docIdJson = z.toJSONSchema(docIdSchema) as JsonStringField;

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
      ...stringRules(docIdJson, "doc id"),
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
