// The system packages `npm test` needs, in one list, and how it gets them: Debian's Chromium for
// the browser tests (never a downloaded browser), nginx for the hosting tests, and the toolchains
// the code samples run with (bash, curl and openssl; Python 3 with requests and cryptography; Go;
// a JDK; PHP with openssl and json; jq for the guides' cURL programs).
//
// As root where apt-get exists, the missing ones are installed in one apt-get call. Otherwise
// `npm test` stops before any test with one line naming them and the command that installs them.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const ok = (cmd, args = ["--version"]) => {
  try {
    return spawnSync(cmd, args, { stdio: "ignore", timeout: 20_000 }).status === 0;
  } catch {
    return false;
  }
};
const python = (module) => ok("python3", ["-c", `import ${module}`]);
const phpExtension = (ext) => ok("php", ["-r", `exit(extension_loaded('${ext}') ? 0 : 1);`]);

/** Where Chromium is: CHROME_PATH, else Debian's binary; null when there is none. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
  return candidates.find((c) => existsSync(c)) ?? null;
}

/** Each Debian package `npm test` needs, with what it is for and how to tell that it is there. */
export const systemPackages = [
  { name: "chromium", for: "the browser tests", present: () => chromiumPath() !== null },
  {
    name: "fonts-dejavu-core",
    for: "the browser tests' text",
    present: () => existsSync("/usr/share/fonts/truetype/dejavu") || chromiumPath() === process.env.CHROME_PATH,
  },
  { name: "nginx", for: "the hosting tests", present: () => ok("nginx", ["-v"]) || ok("/usr/sbin/nginx", ["-v"]) },
  { name: "curl", for: "the cURL samples", present: () => ok("curl") },
  { name: "openssl", for: "the cURL samples' signatures", present: () => ok("openssl", ["version"]) },
  { name: "jq", for: "the guides' cURL programs", present: () => ok("jq") },
  { name: "python3", for: "the Python samples", present: () => ok("python3") },
  { name: "python3-requests", for: "the Python samples", present: () => python("requests") },
  { name: "python3-cryptography", for: "the Python samples' signatures", present: () => python("cryptography") },
  { name: "golang-go", for: "the Go samples", present: () => ok("go", ["version"]) },
  { name: "default-jdk-headless", for: "the Java samples", present: () => ok("javac") },
  {
    name: "php-cli",
    for: "the PHP samples, with openssl and json",
    present: () => ok("php") && phpExtension("openssl") && phpExtension("json"),
  },
];

/** The packages of `list` that are missing here. */
export const missingPackages = (list = systemPackages) => list.filter((p) => !p.present());

/** The one command that installs `names`, for a person to run. */
export const installCommand = (names) => `sudo apt-get update && sudo apt-get install -y ${names.join(" ")}`;

/**
 * Makes sure every package of `list` is here: installs the missing ones with apt-get when running
 * as root, otherwise (or when that fails) prints one line naming them and exits with status 1.
 */
export function provisionSystemPackages(list = systemPackages, { log = console.log } = {}) {
  let missing = missingPackages(list);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && ok("apt-get", ["--version"])) {
    log(`Installing the system packages the tests need with apt-get: ${missing.map((p) => p.name).join(", ")}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env }).status === 0)
      spawnSync("apt-get", ["install", "-y", "-qq", ...missing.map((p) => p.name)], { stdio: "inherit", env });
    missing = missingPackages(list);
    if (missing.length === 0) return;
  }
  console.error(
    `npm test needs these system packages, missing here: ${missing.map((p) => `${p.name} (${p.for})`).join(", ")}. ` +
      `Install them with: ${installCommand(missing.map((p) => p.name))}`,
  );
  process.exit(1);
}
