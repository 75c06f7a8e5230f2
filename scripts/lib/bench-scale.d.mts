export function copyProject(root: string): string;
export function treeRss(pid: number, proc?: string): number;
export function measure(
  cmd: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; sampleMs?: number },
): Promise<{ ms: number; peakRss: number; stdout: string }>;
export function hashFiles(dir: string, keep?: (file: string) => boolean): Map<string, string>;
export function hashHtml(dir: string): Map<string, string>;
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[];
export function renderedPages(gatsbyOutput: string): number | undefined;
export function buildSteps(gatsbyOutput: string): { step: string; ms: number }[];
