/** The changelog as an Atom 1.0 feed (RFC 4287) with each entry's full content as HTML. */

export interface FeedEntry {
  /** A permanent IRI: the entry's anchor on /changelog/. */
  id: string;
  url: string;
  title: string;
  /** YYYY-MM-DD, the day the change took effect. */
  date: string;
  categories: { term: string; label: string }[];
  /** The entry's body as HTML (escaped into the feed as `type="html"`). */
  html: string;
}

export interface FeedSetup {
  id: string;
  title: string;
  subtitle: string;
  pageUrl: string;
  feedUrl: string;
  entries: FeedEntry[];
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Atom needs instants; an entry's date is a day in GMT+7, so it becomes midnight there. */
function instant(date: string): string {
  return `${date}T00:00:00+07:00`;
}

export function atomFeed(feed: FeedSetup): string {
  const updated =
    feed.entries
      .map((e) => e.date)
      .sort()
      .pop() ?? "1970-01-01";
  const entries = feed.entries.map((e) =>
    [
      "  <entry>",
      `    <id>${escapeXml(e.id)}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      `    <published>${instant(e.date)}</published>`,
      `    <updated>${instant(e.date)}</updated>`,
      ...e.categories.map((c) => `    <category term="${escapeXml(c.term)}" label="${escapeXml(c.label)}"/>`),
      `    <content type="html">${escapeXml(e.html)}</content>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escapeXml(feed.id)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `  <updated>${instant(updated)}</updated>`,
    `  <author><name>${escapeXml(feed.title)}</name></author>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.feedUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
