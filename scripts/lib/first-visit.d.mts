import type { Browser } from "@playwright/test";

export interface FirstVisit {
  url: string;
  requests: number;
  jsGzip: number;
  cssGzip: number;
  htmlGzip: number;
  dataGzip: number;
  jsFiles: { url: string; gzip: number }[];
}

export function measureFirstVisit(browser: Browser, url: string, options?: { settleMs?: number }): Promise<FirstVisit>;
