import type { Browser, BrowserContext } from "@playwright/test";

export interface FirstVisit {
  url: string;
  requests: number;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  dataGzip: number;
  jsFiles: { url: string; gzip: number }[];
  /** JS requested from the first "deferred-load" performance mark on (idle-loaded features). */
  deferredJsGzip: number;
  deferredJsFiles: { url: string; gzip: number }[];
}

export function measureFirstVisit(
  browser: Browser,
  url: string,
  options?: { settleMs?: number; prepare?: (context: BrowserContext) => Promise<unknown> },
): Promise<FirstVisit>;
