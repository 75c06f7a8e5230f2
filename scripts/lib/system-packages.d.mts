// Types for system-packages.mjs.
export interface SystemPackage {
  name: string;
  for: string;
  present: () => boolean;
}
export function chromiumPath(): string | null;
export const systemPackages: SystemPackage[];
export function missingPackages(list?: SystemPackage[]): SystemPackage[];
export function installCommand(names: string[]): string;
export function provisionSystemPackages(list?: SystemPackage[], options?: { log?: (line: string) => void }): void;
