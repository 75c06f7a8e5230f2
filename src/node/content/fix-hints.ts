/**
 * What a writer does about a message of the build's checks or the content lint, by what the
 * message says. The CMS shows it beside each refused save's finding, and `gatsby develop` in the
 * browser's error overlay with the content error it explains.
 */

/** What to do, by what the message says; the first that matches. */
const fixes: [RegExp, string][] = [
  [
    /which is not a page of this site/,
    "Link to a page that exists, by its route as in the site's address bar (/guide/…), or remove the link.",
  ],
  [
    /has no anchor/,
    "Link to a heading the page has (its id is in the address bar after clicking the heading's link), or drop the #anchor.",
  ],
  [
    /unknown component/,
    "Use a component of docs/authoring.md (its name is case-sensitive), or write the text without the tag.",
  ],
  [
    /Expected a closing tag/,
    "Close the tag after its content (</Note>), or end it with /> when it has none (<Card … />).",
  ],
  [
    /Unexpected|Could not parse|expected one expression/,
    "Check the characters at that line: { } < > in text must be written as \\{ \\} &lt; &gt; or in `code`.",
  ],
  [/without alt text/, "Say what the image shows between the brackets: ![What it shows](/img/…)."],
  [
    /not a file of this site/,
    "Upload the image (Media → Upload), then paste its path (Copy Path), or correct the path.",
  ],
  [/from another site/, "Upload a copy of the image (Media → Upload) and show it by its /img/ path."],
  [/was not uploaded/, "Save the image smaller or as PNG, JPEG, GIF or WebP, and upload it again."],
  [/already exists/, "Choose another title or file name, as the message says."],
  [/\[placeholder\]/, "Write the real text: a page is published as it is."],
  [/\[brand-literal\]/, "Write %PRODUCT% (in text) or %PRODUCT_SLUG% (in paths) instead of the product's name."],
  [/\[spelling\]/, "Write the term as the message says."],
  [/\[empty-section\]/, "Write the section's text, or remove its heading."],
  [/\[missing-api-link\]/, "Link the operation's API page from this guide, as the message names it."],
  [/frontmatter "/, "Correct the field in the frontmatter (in the CMS, the form above the body)."],
  [/is in the sidebar/, "Choose “Delete and remove from the sidebar” below, or remove the page in Sidebars first."],
  [/sidebar "[^"]+" names doc/, "Remove the page from the sidebar first (Sidebars), or keep the page."],
  [/git commit failed/, "Read git's message: a hook of the repository refused the commit."],
];

/** The fix for `message`; `otherwise` when no hint matches (the CMS's default: publish again). */
export function fixFor(message: string, otherwise = "Correct what the message names, then Publish again."): string {
  return fixes.find(([pattern]) => pattern.test(message))?.[1] ?? otherwise;
}
