// Types for deploy-folder.mjs.
export const LEFT_OUT: Record<string, string>;
export function redirectsFile(publicDir: string, prefix: string): string;
export function writeDeployFolder(options: { publicDir: string; outDir: string; basePath: string }): {
  site: string;
  files: number;
};
