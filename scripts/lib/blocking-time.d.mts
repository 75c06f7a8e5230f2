import type { Browser } from "@playwright/test";

export function blockingTime(cpuMs: number[]): number;
export function mainThreadTasks(traceEvents: unknown[]): number[];
export function estimateBlockingTime(browser: Browser, url: string, options?: { runs?: number }): Promise<number>;
