// Types for test-report.mjs.
export interface PlaywrightReport {
  suites?: unknown[];
}
export interface VitestReport {
  testResults?: { name: string; startTime: number; endTime: number }[];
}
export function slowestFiles(
  reports: { vitest?: VitestReport[]; playwright?: PlaywrightReport | null },
  count?: number,
): { file: string; seconds: number }[];
export function retriedTests(playwright: PlaywrightReport | null): string[];
