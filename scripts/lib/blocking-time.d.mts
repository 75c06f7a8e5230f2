import type { Browser } from "@playwright/test";

/** A top-level main-thread task: its start (the trace's µs), wall time and thread time (ms). */
export interface MainThreadTask {
  ts: number;
  durMs: number;
  cpuMs: number;
}

export function blockingTime(cpuMs: number[]): number;
export function mainThreadTasks(traceEvents: unknown[]): { tasks: MainThreadTask[]; fcp: number | undefined };
export function cpuAfter(tasks: MainThreadTask[], from: number): number[];
export function estimateBlockingTime(
  browser: Browser,
  url: string,
  options?: { runs?: number },
): Promise<{ afterPaint: number; all: number }>;
