// Finds Debian's Chromium for Playwright (browsers are never downloaded): installs it with apt-get
// when missing and running as root, otherwise stops with a one-line instruction
// (scripts/lib/system-packages.mjs).
import { chromiumPath, provisionSystemPackages, systemPackages } from "./system-packages.mjs";

export function findChromium() {
  provisionSystemPackages(systemPackages.filter((p) => p.name === "chromium" || p.name === "fonts-dejavu-core"));
  return chromiumPath();
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
