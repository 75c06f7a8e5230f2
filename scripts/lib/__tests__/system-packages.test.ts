import { vi } from "vitest";
import { installCommand, missingPackages, provisionSystemPackages, systemPackages } from "../system-packages.mjs";

describe("the system packages npm test needs", () => {
  it("are listed in one place: the browser, nginx and every sample toolchain", () => {
    expect(systemPackages.map((p) => p.name).sort()).toEqual(
      [
        "chromium",
        "curl",
        "default-jdk-headless",
        "fonts-dejavu-core",
        "golang-go",
        "jq",
        "nginx",
        "openssl",
        "php-cli",
        "python3",
        "python3-cryptography",
        "python3-requests",
      ].sort(),
    );
  });

  it("without root, stops before any test with one line naming the missing packages and the command", () => {
    const list = [
      { name: "golang-go", for: "the Go samples", present: () => false },
      { name: "jq", for: "the guides' cURL programs", present: () => true },
      { name: "nginx", for: "the hosting tests", present: () => false },
    ];
    expect(missingPackages(list).map((p) => p.name)).toEqual(["golang-go", "nginx"]);
    const uid = vi.spyOn(process, "getuid").mockReturnValue(1000);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exit");
    });
    try {
      expect(() => provisionSystemPackages(list)).toThrow("exit");
      expect(exit).toHaveBeenCalledWith(1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0][0]).toBe(
        "npm test needs these system packages, missing here: golang-go (the Go samples), nginx (the hosting tests). " +
          `Install them with: ${installCommand(["golang-go", "nginx"])}`,
      );
      expect(installCommand(["golang-go", "nginx"])).toBe(
        "sudo apt-get update && sudo apt-get install -y golang-go nginx",
      );
    } finally {
      uid.mockRestore();
      error.mockRestore();
      exit.mockRestore();
    }
  });

  it("does nothing when everything is there", () => {
    const exit = vi.spyOn(process, "exit");
    provisionSystemPackages([{ name: "jq", for: "x", present: () => true }]);
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
  });
});
