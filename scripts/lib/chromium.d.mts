/** Debian's Chromium for Playwright, installed when missing (chromium.mjs). */
export function findChromium(): string;
export const chromiumArgs: string[];
