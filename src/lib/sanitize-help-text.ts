import sanitizeHtml from "sanitize-html";

/**
 * The only path by which remote HTML (chat configuration FAQ answers, assistant answers) reaches
 * the DOM, through the one SafeHtml component. The rules, exactly:
 * - script and style blocks are removed with their content (and every other raw-text or foreign
 *   container: iframe, object, svg, math, template, xmp, textarea…);
 * - inline event handlers and every attribute outside a fixed set are removed;
 * - link targets are kept only for http(s) URLs, root-relative paths and #anchors; everything
 *   else (javascript:, data:, vbscript:, mailto:, protocol-relative //host and /\host, however
 *   obfuscated with entities, whitespace, control characters or case) loses its href;
 * - only the listed tags survive; the text of other tags is kept, escaped;
 * - attribute values are escaped on output.
 * sanitize-html's own defaults are not relied on (they keep //host and mailto: links).
 */

const allowedTags = [
  "p",
  "br",
  "b",
  "strong",
  "i",
  "em",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "a",
  "span",
  "div",
  "pre",
  "code",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "hr",
];

/** The fixed attribute set. Everything else (on*, style, id, name, src, srcdoc, form…) goes. */
const allowedAttributes: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  ol: ["start"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  col: ["span"],
  colgroup: ["span"],
  code: ["class"],
};

/** Containers dropped with everything inside them. */
const nonTextTags = [
  "script",
  "style",
  "textarea",
  "option",
  "select",
  "noscript",
  "xmp",
  "iframe",
  "frame",
  "frameset",
  "noembed",
  "noframes",
  "plaintext",
  "template",
  "title",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "head",
  "button",
  "form",
];

// Characters a browser ignores or folds inside a URL scheme: C0 controls, space, DEL, and the
// invisible format characters some parsers skip.
const ignorable = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

/** True for http(s) URLs, root-relative paths (not //host or /\host) and #anchors. */
export function isAllowedHref(raw: string): boolean {
  const href = raw.replace(ignorable, "");
  if (!href) return false;
  if (href.startsWith("#")) return true;
  if (/^\/(?![/\\])/.test(href)) return true;
  return /^https?:\/\/[^/\\]/i.test(href);
}

/**
 * The href as a browser's URL parser reads it: leading and trailing C0 controls and spaces
 * stripped, tabs and newlines removed anywhere. Output uses this form, so what is checked is what
 * the browser follows (`\u0001https://host` must not pass as a link without `rel`).
 */
function browserHref(raw: string): string {
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.replace(ignorable, ""));
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes,
  nonTextTags,
  disallowedTagsMode: "discard",
  allowedSchemes: ["http", "https"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,20}$/] },
  allowVulnerableTags: false,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title, target } = attribs;
      const out: Record<string, string> = {};
      if (title) out.title = title;
      if (href !== undefined && isAllowedHref(href)) {
        out.href = browserHref(href);
        if (isExternal(href)) {
          out.rel = "noopener noreferrer";
          if (target === "_blank") out.target = "_blank";
        }
      }
      return { tagName, attribs: out };
    },
    ol: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (/^\d{1,6}$/.test(attribs.start ?? "")) out.start = attribs.start;
      return { tagName, attribs: out };
    },
  },
};

/** Sanitises help text HTML for the chat panel and FAQ. */
export function sanitizeHelpText(html: string): string {
  if (typeof html !== "string" || !html) return "";
  return sanitizeHtml(html, options);
}
