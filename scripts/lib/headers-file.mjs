// A `_headers` file applied the way the hosts that read one apply it (docs/hosting.md), so the file
// the build writes is tested as such a host serves it, not as our own server would like it to be.
// Cloudflare Pages (the default, `host = "cloudflare"`; its published rules engine, workers-shared
// `generateRuleRegExp`):
// - a rule is a path pattern (`*` is a splat matching any characters, `/` included; `:name` a
//   placeholder matching one path segment's characters) followed by indented `Name: value` lines;
//   `! Name` removes a header an earlier rule (or the host) set;
// - EVERY rule whose pattern matches the request's path applies, in file order: the first rule to
//   set a header replaces the host's own value, a later rule setting it again appends, and the values
//   are joined with ", " (two Content-Security-Policy values are then two policies, both enforced);
// - at most 100 rules and 2,000 characters a line: past that the host ignores the rest.
// Netlify (`host = "netlify"`; netlify/build headers-parser `getForRegExp`, and its CLI's
// `headersForPath`) reads the same lines differently:
// - the pattern is taken segment by segment: a segment that starts with `:` matches one whole
//   segment, whatever follows the name (`/:asset.js` matches every top-level file, `index.html`
//   too); a segment `*` matches anything, itself optional; a `*` inside a segment matches anything,
//   `/` included, and the rest of that segment is a regular expression, unescaped (`.` is any
//   character); case is ignored and a trailing `/` is optional;
// - every matching rule applies in file order, and a later rule's value of a header REPLACES an
//   earlier one's (a header repeated within one rule is joined with ", "); `!` lines are not read.
// A file in which no two rules that match one path set the same header, and whose patterns match the
// same paths under both readings, is served alike by both (src/node/hosting/csp.ts writes such a file).

export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

const escapeRegex = (s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&");

/** The anchored expression of a rule's path pattern (splat and placeholders become named groups). */
export function patternRegExp(pattern) {
  let source = pattern.split("*").map(escapeRegex).join("(?<splat>.*)");
  for (const [placeholder, name] of source.matchAll(/:([A-Za-z]\w*)/g))
    source = source.split(placeholder).join(`(?<${name}>[^/]+)`);
  return new RegExp(`^${source}$`);
}

const escapeNetlify = (s) => s.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");

/** Netlify's expression for a rule's path pattern (see the top of this file). */
export function netlifyPatternRegExp(pattern) {
  const part = (segment) =>
    segment.startsWith(":")
      ? "([^/]+)"
      : segment === "*"
        ? "?(.*)"
        : segment.includes("*")
          ? segment.replaceAll("*", "(.*)")
          : escapeNetlify(segment);
  const source = pattern
    .split("/")
    .map((segment) => segment.trimEnd())
    .filter(Boolean)
    .map(part)
    .join("/");
  return new RegExp(`^/${source}/?$`, "iu");
}

/**
 * Reads the file as the host does: a line that looks like a path or URL starts a rule, the lines
 * after it are its headers. What the host would skip (a line over the length limit, the rules past
 * the hundredth, a malformed line) is skipped and reported in `skipped`, so the caller can fail or warn.
 * @param {string} text the file
 * @param {string} [file] its name, for messages
 * @returns {{ rules: HeaderRule[], skipped: string[] }}
 * @typedef {{ pattern: string, line: number, regExp: RegExp, netlifyRegExp: RegExp, set: [string, string][], unset: string[] }} HeaderRule
 * @typedef {"cloudflare" | "netlify"} Host
 */
export function parseHeadersFile(text, file = "_headers") {
  const rules = [];
  const skipped = [];
  let rule = null;
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const where = `${file}:${index + 1}`;
    if (line === "" || line.startsWith("#")) continue;
    if (line.length > HEADERS_FILE_LIMITS.lineLength) {
      skipped.push(`${where}: ${line.length} characters, over the ${HEADERS_FILE_LIMITS.lineLength} a line may have`);
      continue;
    }
    if (/^(?:[^\s]+:\/\/|\/)/.test(line)) {
      if (rules.length === HEADERS_FILE_LIMITS.rules) {
        skipped.push(
          `${where}: rules past the ${HEADERS_FILE_LIMITS.rules}th are ignored (${lines.length - index} lines)`,
        );
        break;
      }
      rule = {
        pattern: line,
        line: index + 1,
        regExp: patternRegExp(line),
        netlifyRegExp: netlifyPatternRegExp(line),
        set: [],
        unset: [],
      };
      rules.push(rule);
    } else if (!rule) skipped.push(`${where}: a header before any path`);
    else if (line.startsWith("!")) rule.unset.push(line.slice(1).trim().toLowerCase());
    else if (line.indexOf(":") > 0)
      rule.set.push([line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]);
    else skipped.push(`${where}: expected "Name: value", got "${line}"`);
  }
  return { rules, skipped };
}

/**
 * The rules that apply to a request path (its pathname, as requested), in file order, with their captures.
 * @param {HeaderRule[]} rules
 * @param {string} path
 * @param {Host} [host]
 */
export function matchingRules(rules, path, host = "cloudflare") {
  return rules.flatMap((rule) => {
    const match = (host === "netlify" ? rule.netlifyRegExp : rule.regExp).exec(path);
    return match ? [{ rule, groups: match.groups ?? {} }] : [];
  });
}

/**
 * The headers a request gets: the host's own (`defaults`, lower-case names) with every matching
 * rule applied. On Cloudflare, placeholders and `:splat` in values are replaced by what they matched.
 * @param {HeaderRule[]} rules
 * @param {string} path
 * @param {Record<string, string>} [defaults]
 * @param {Host} [host]
 * @returns {Record<string, string>}
 */
export function applyHeaders(rules, path, defaults = {}, host = "cloudflare") {
  const headers = { ...defaults };
  if (host === "netlify") {
    for (const { rule } of matchingRules(rules, path, host)) {
      const own = {};
      for (const [name, value] of rule.set) own[name] = name in own ? `${own[name]}, ${value}` : value;
      Object.assign(headers, own);
    }
    return headers;
  }
  const setByRules = new Set();
  for (const { rule, groups } of matchingRules(rules, path)) {
    for (const name of rule.unset) delete headers[name];
    for (const [name, raw] of rule.set) {
      let value = raw;
      for (const [group, text] of Object.entries(groups)) value = value.split(`:${group}`).join(text);
      headers[name] = setByRules.has(name) ? `${headers[name]}, ${value}` : value;
      setByRules.add(name);
    }
  }
  return headers;
}

/** Headers that two or more rules set for one path: a host that merges rules would join them. */
export function repeatedHeaders(rules, path) {
  const setters = new Map();
  for (const { rule } of matchingRules(rules, path))
    for (const [name] of rule.set) setters.set(name, [...(setters.get(name) ?? []), rule.pattern]);
  return [...setters].filter(([, patterns]) => patterns.length > 1).map(([name, patterns]) => ({ name, patterns }));
}
