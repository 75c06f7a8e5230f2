// What a first visit to a page fetches before any interaction, as a reader's browser does it:
// gzipped bytes of JS, CSS and HTML (inline CSS counted inside HTML and separately), request
// count. Prefetches of other pages (<link rel=prefetch>, Sec-Purpose: prefetch) are excluded.
// Deferred loads are reported apart: code that starts a deliberate after-load, on-idle import
// (DESIGN.md: analytics) first sets the performance mark "deferred-load"; everything requested
// from then on counts as deferred, not as first load.
import { gzipSync } from "node:zlib";

// `prepare(context)` runs before the page opens (a test answers the chat configuration there,
// as a deployment serves it).
export async function measureFirstVisit(browser, url, { settleMs = 1500, prepare } = {}) {
  const context = await browser.newContext();
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const entries = [];
  // Each handler's work is awaited before the context closes, and never throws: a request still
  // finishing when the page is closed is simply not counted.
  const pending = new Set();
  page.on("requestfinished", (request) => {
    const work = (async () => {
      const headers = await request.allHeaders().catch(() => ({}));
      const purpose = headers["sec-purpose"] ?? headers["purpose"] ?? "";
      const response = await request.response().catch(() => null);
      if (!response) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const startedAt = request.timing().startTime;
      entries.push({
        url: request.url(),
        type: request.resourceType(),
        prefetch: /prefetch/.test(purpose),
        startedAt,
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        body,
      });
    })().catch(() => {});
    pending.add(work);
    work.finally(() => pending.delete(work));
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(settleMs);
  const deferredFrom = await page.evaluate(() => {
    const marks = performance.getEntriesByName("deferred-load", "mark");
    return marks.length ? performance.timeOrigin + Math.min(...marks.map((m) => m.startTime)) : Infinity;
  });
  await Promise.allSettled([...pending]);
  await context.close();
  const deferredJs = entries.filter(
    (e) => !e.prefetch && e.startedAt >= deferredFrom && (e.type === "script" || /\.m?js(\?|$)/.test(e.url)),
  );
  const own = entries.filter((e) => !e.prefetch && e.startedAt < deferredFrom);
  const sum = (list, key = "gzip") => list.reduce((n, e) => n + e[key], 0);
  const js = own.filter((e) => e.type === "script" || /\.m?js(\?|$)/.test(e.url));
  const css = own.filter((e) => e.type === "stylesheet");
  const html = own.filter((e) => e.type === "document");
  const inlineCss = html.reduce(
    (n, e) =>
      n +
      [...e.body.toString("utf8").matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
        (m, x) => m + gzipSync(x[1], { level: 9 }).length,
        0,
      ),
    0,
  );
  const data = own.filter((e) => /page-data|app-data|\.json(\?|$)/.test(e.url));
  return {
    url,
    requests: own.length,
    jsGzip: sum(js),
    cssGzip: sum(css) + inlineCss,
    htmlGzip: sum(html),
    dataGzip: sum(data),
    jsFiles: js.map((e) => ({ url: e.url.replace(/^https?:\/\/[^/]+/, ""), gzip: e.gzip })),
    deferredJsGzip: sum(deferredJs),
    deferredJsFiles: deferredJs.map((e) => ({ url: e.url.replace(/^https?:\/\/[^/]+/, ""), gzip: e.gzip })),
  };
}
