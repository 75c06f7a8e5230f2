import { beforePaintScript, urlNormaliseScript } from "../before-paint";

/** Runs an inline script against a fake document, storage and media query. */
function run(
  script: string,
  {
    stored = {},
    dark = false,
    storageThrows = false,
    path = "/api-docs-v2/",
  }: { stored?: Record<string, string>; dark?: boolean; storageThrows?: boolean; path?: string } = {},
) {
  const attrs: Record<string, string> = {};
  let replaced: string | null = null;
  const localStorage = {
    getItem: (k: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return stored[k] ?? null;
    },
  };
  const document = { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } };
  const window = { matchMedia: (q: string) => ({ matches: dark && q.includes("dark") }) };
  const location = { pathname: path, search: "?a=1", hash: "#h" };
  const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => (replaced = url) };
  new Function("document", "localStorage", "window", "location", "history", script)(
    document,
    localStorage,
    window,
    location,
    history,
  );
  return { attrs, replaced };
}

const options = {
  defaultMode: "light" as const,
  disableSwitch: false,
  respectPrefersColorScheme: true,
  announcementId: "launch-1",
};

describe("before-paint scripts", () => {
  it("uses the stored theme, else the system preference", () => {
    expect(run(beforePaintScript(options), { stored: { theme: "dark" } }).attrs["data-theme"]).toBe("dark");
    expect(run(beforePaintScript(options), { stored: { theme: "light" }, dark: true }).attrs["data-theme"]).toBe(
      "light",
    );
    expect(run(beforePaintScript(options), { dark: true }).attrs["data-theme"]).toBe("dark");
    expect(run(beforePaintScript(options)).attrs["data-theme"]).toBe("light");
  });

  it("locks light mode when the switch is disabled, whatever is stored", () => {
    expect(
      run(beforePaintScript({ ...options, disableSwitch: true }), { stored: { theme: "dark" }, dark: true }).attrs[
        "data-theme"
      ],
    ).toBe("light");
  });

  it("falls back to defaults when storage throws", () => {
    const { attrs } = run(beforePaintScript(options), { storageThrows: true, dark: true });
    expect(attrs["data-theme"]).toBe("dark");
    expect(attrs["data-announcement-dismissed"]).toBe("false");
  });

  it("marks the announcement dismissed only for the same announcement id", () => {
    const dismissed = { "announcement.dismiss": "true", "announcement.id": "launch-1" };
    expect(run(beforePaintScript(options), { stored: dismissed }).attrs["data-announcement-dismissed"]).toBe("true");
    expect(
      run(beforePaintScript({ ...options, announcementId: "launch-2" }), { stored: dismissed }).attrs[
        "data-announcement-dismissed"
      ],
    ).toBe("false");
  });

  it("uses the default mode for the system choice when the preference is not respected", () => {
    const script = beforePaintScript({ ...options, defaultMode: "dark", respectPrefersColorScheme: false });
    expect(run(script).attrs["data-theme"]).toBe("dark");
    expect(run(script, { stored: { theme: "light" } }).attrs["data-theme"]).toBe("light");
  });

  it("ignores a stored theme that is not light or dark", () => {
    expect(run(beforePaintScript(options), { stored: { theme: "sepia" }, dark: true }).attrs["data-theme"]).toBe(
      "dark",
    );
  });

  it("marks no announcement state when the site has no announcement", () => {
    expect(
      run(beforePaintScript({ ...options, announcementId: null }), { stored: { "announcement.dismiss": "true" } })
        .attrs,
    ).not.toHaveProperty("data-announcement-dismissed");
  });

  it("does not mark a dismissal without the dismiss flag", () => {
    expect(
      run(beforePaintScript(options), { stored: { "announcement.id": "launch-1" } }).attrs[
        "data-announcement-dismissed"
      ],
    ).toBe("false");
  });

  it("normalises .html and index.html paths, keeping query and hash", () => {
    expect(run(urlNormaliseScript(), { path: "/api-docs-v2/guide/authentication/index.html" }).replaced).toBe(
      "/api-docs-v2/guide/authentication/?a=1#h",
    );
    expect(run(urlNormaliseScript(), { path: "/api-docs-v2/guide/authentication.html" }).replaced).toBe(
      "/api-docs-v2/guide/authentication/?a=1#h",
    );
    expect(run(urlNormaliseScript(), { path: "/api-docs-v2/guide/authentication/" }).replaced).toBeNull();
    expect(run(urlNormaliseScript(), { path: "/api-docs-v2/404.html" }).replaced).toBeNull();
  });
});
