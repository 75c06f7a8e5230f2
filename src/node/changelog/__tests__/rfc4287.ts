/**
 * What RFC 4287 (The Atom Syndication Format) requires of a feed, checked strictly, unlike a feed
 * reader's lenient parser: the feed's and each entry's required elements and their counts, ids as
 * absolute IRIs, dates as RFC 3339 date-times, an author for the feed or for every entry, person
 * constructs with a name, text and content types, links with an href, categories with a term.
 * Returns the problems, each naming the element ("entry 2: …"); none for a valid feed.
 * Used by the unit test of the feed (in jsdom) and by e2e/changelog.spec.ts on the served file (in
 * the browser, through page.evaluate): so it is one self-contained function on the DOM's DOMParser.
 */
export function atomProblems(xml: string): string[] {
  const ATOM = "http://www.w3.org/2005/Atom";
  const XHTML = "http://www.w3.org/1999/xhtml";
  const rfc3339 =
    /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60)(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
  const absoluteIri = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$/;
  const isRfc3339 = (value: string): boolean => {
    const m = rfc3339.exec(value);
    if (!m) return false;
    const [, y, mo, d] = m.map(Number);
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    return mo >= 1 && mo <= 12 && d >= 1 && d <= days;
  };
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const parseError = doc.getElementsByTagName("parsererror")[0];
  if (parseError) return [`not well-formed XML: ${parseError.textContent?.trim().split("\n")[0] ?? ""}`];
  const problems: string[] = [];
  const feed = doc.documentElement;
  if (feed.localName !== "feed" || feed.namespaceURI !== ATOM)
    return [`the root element is {${feed.namespaceURI}}${feed.localName}, not atom:feed`];

  const children = (parent: Element, name: string) =>
    Array.from(parent.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);
  const count = (where: string, parent: Element, name: string, min: number, max: number) => {
    const n = children(parent, name).length;
    if (n < min || n > max)
      problems.push(
        `${where}: ${n} atom:${name} element${n === 1 ? "" : "s"} (${min === max ? `exactly ${min}` : min ? `at least ${min}` : `at most ${max}`} required)`,
      );
  };
  const text = (el: Element) => (el.textContent ?? "").trim();

  const checkId = (where: string, parent: Element) => {
    for (const id of children(parent, "id"))
      if (!absoluteIri.test(text(id))) problems.push(`${where}: atom:id "${text(id)}" is not an absolute IRI`);
  };
  const checkDates = (where: string, parent: Element) => {
    for (const name of ["updated", "published"])
      for (const el of children(parent, name))
        if (!isRfc3339(text(el))) problems.push(`${where}: atom:${name} "${text(el)}" is not an RFC 3339 date-time`);
  };
  const checkTextConstructs = (where: string, parent: Element) => {
    for (const name of ["title", "subtitle", "summary", "rights"])
      for (const el of children(parent, name)) {
        const type = el.getAttribute("type") ?? "text";
        if (!["text", "html", "xhtml"].includes(type))
          problems.push(`${where}: atom:${name} has type "${type}" (text, html or xhtml)`);
        else if (type === "xhtml") {
          if (el.children.length !== 1 || el.children[0].localName !== "div" || el.children[0].namespaceURI !== XHTML)
            problems.push(`${where}: atom:${name} of type xhtml must hold one xhtml:div`);
        } else if (el.children.length) problems.push(`${where}: atom:${name} of type ${type} must not hold elements`);
      }
  };
  const checkPersons = (where: string, parent: Element) => {
    for (const name of ["author", "contributor"])
      children(parent, name).forEach((person, i) => {
        const w = `${where}: atom:${name} ${i + 1}`;
        count(w, person, "name", 1, 1);
        count(w, person, "uri", 0, 1);
        count(w, person, "email", 0, 1);
        for (const uri of children(person, "uri"))
          if (!absoluteIri.test(text(uri))) problems.push(`${w}: atom:uri "${text(uri)}" is not an IRI`);
      });
  };
  const checkLinks = (where: string, parent: Element) => {
    const alternates = new Set<string>();
    for (const link of children(parent, "link")) {
      const href = link.getAttribute("href");
      if (!href) problems.push(`${where}: an atom:link has no href`);
      const rel = link.getAttribute("rel") ?? "alternate";
      if (rel === "alternate") {
        const k = `${link.getAttribute("type") ?? ""}|${link.getAttribute("hreflang") ?? ""}`;
        if (alternates.has(k))
          problems.push(`${where}: two alternate atom:link elements with the same type and hreflang`);
        alternates.add(k);
      }
    }
  };
  const checkCategories = (where: string, parent: Element) => {
    for (const c of children(parent, "category"))
      if (!c.getAttribute("term")) problems.push(`${where}: an atom:category has no term`);
  };

  count("feed", feed, "id", 1, 1);
  count("feed", feed, "title", 1, 1);
  count("feed", feed, "updated", 1, 1);
  for (const name of ["subtitle", "rights", "icon", "logo", "generator"]) count("feed", feed, name, 0, 1);
  checkId("feed", feed);
  checkDates("feed", feed);
  checkTextConstructs("feed", feed);
  checkPersons("feed", feed);
  checkLinks("feed", feed);
  checkCategories("feed", feed);
  if (!children(feed, "link").some((l) => l.getAttribute("rel") === "self"))
    problems.push('feed: no atom:link rel="self" (RFC 4287 says a feed SHOULD have one)');

  const feedHasAuthor = children(feed, "author").length > 0;
  const seen = new Map<string, number>();
  children(feed, "entry").forEach((entry, i) => {
    const where = `entry ${i + 1}`;
    count(where, entry, "id", 1, 1);
    count(where, entry, "title", 1, 1);
    count(where, entry, "updated", 1, 1);
    for (const name of ["published", "content", "summary", "rights", "source"]) count(where, entry, name, 0, 1);
    checkId(where, entry);
    checkDates(where, entry);
    checkTextConstructs(where, entry);
    checkPersons(where, entry);
    checkLinks(where, entry);
    checkCategories(where, entry);
    if (!feedHasAuthor && !children(entry, "author").length)
      problems.push(`${where}: no atom:author, and the feed has none either`);
    const id = children(entry, "id")[0];
    if (id) {
      const previous = seen.get(text(id));
      if (previous) problems.push(`${where}: atom:id "${text(id)}" is also the id of entry ${previous}`);
      seen.set(text(id), i + 1);
    }
    const content = children(entry, "content")[0];
    if (!content && !children(entry, "link").some((l) => (l.getAttribute("rel") ?? "alternate") === "alternate"))
      problems.push(`${where}: neither atom:content nor an alternate atom:link`);
    if (content) {
      const type = content.getAttribute("type") ?? "text";
      const src = content.getAttribute("src");
      const mediaType = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(;.*)?$/i;
      if (!["text", "html", "xhtml"].includes(type) && !mediaType.test(type))
        problems.push(`${where}: atom:content has type "${type}" (text, html, xhtml or a media type)`);
      if (src && text(content)) problems.push(`${where}: atom:content with src must be empty`);
      if (src && !children(entry, "summary").length)
        problems.push(`${where}: atom:content with src needs an atom:summary`);
      if ((type === "text" || type === "html") && content.children.length)
        problems.push(`${where}: atom:content of type ${type} must not hold elements (escape the markup)`);
      if (type === "xhtml" && (content.children.length !== 1 || content.children[0].namespaceURI !== XHTML))
        problems.push(`${where}: atom:content of type xhtml must hold one xhtml:div`);
    }
  });
  return problems;
}
