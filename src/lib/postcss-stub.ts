/**
 * Browser stand-in for `postcss`, aliased in src/node/webpack/config.ts. sanitize-html imports postcss
 * only to parse `style` attributes, and sanitizeHelpText never keeps one (`parseStyleAttributes:
 * false`, no `style` in the allowed attributes), so the real parser (about 120 KB of source) would
 * be dead weight in the chat panel's chunk. Reaching this is a configuration mistake, so it fails loudly.
 */
export function parse(): never {
  throw new Error(
    "postcss is not bundled for the browser: sanitizeHelpText must not parse style attributes (src/lib/postcss-stub.ts).",
  );
}
