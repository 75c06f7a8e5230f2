// Finds Debian's Chromium for Playwright (DESIGN.md: browsers are never downloaded). Installs it
// with apt-get when missing and running as root; otherwise stops with a one-line instruction.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

export function findChromium({ install = true } = {}) {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  if (install && process.getuid?.() === 0) {
    console.log("Chromium not found; installing Debian's chromium with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core", {
      stdio: "inherit",
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    "Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.",
  );
  process.exit(1);
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
