// @vitest-environment jsdom
import React, { useState } from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../../ErrorBoundary";
import { CrashPage } from "../../CrashPage";
import { PageShell } from "..";
import { ChatProvider } from "../../../contexts/chat";
import { installMatchMedia } from "../../../contexts/__tests__/media";
import { quietCaughtErrors } from "../../__tests__/gatsby-mock";

vi.mock("gatsby", () => import("../../__tests__/gatsby-mock"));

/** Throws while `failing.current` is true. */
function Fragile({ failing, error }: { failing: { current: boolean }; error: unknown }) {
  if (failing.current) throw error;
  return <p>Page content</p>;
}

function renderBoundary(failing: { current: boolean }, error: unknown, resetKey = "/a/") {
  return render(
    <ErrorBoundary
      resetKey={resetKey}
      fallback={({ error: e, tryAgain }) => <CrashPage error={e} tryAgain={tryAgain} />}
    >
      <Fragile failing={failing} error={error} />
    </ErrorBoundary>,
  );
}

describe("error boundary and crash page", () => {
  beforeEach(() => {
    // React reports caught render errors to the console, jsdom as uncaught: both expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(quietCaughtErrors());
    installMatchMedia();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows 'This page crashed', the message and every cause", () => {
    const error = new Error("Table of contents unavailable", {
      cause: new Error("Heading index is corrupt", { cause: new TypeError("x is undefined") }),
    });
    renderBoundary({ current: true }, error);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("This page crashed");
    expect(screen.getByText("Error: Table of contents unavailable")).toBeTruthy();
    const causes = screen.getByRole("list", { name: "Causes" });
    expect(Array.from(causes.querySelectorAll("pre")).map((p) => p.textContent)).toEqual([
      "Error: Heading index is corrupt",
      "TypeError: x is undefined",
    ]);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/api-docs-v2/");
    expect(screen.queryByText("Page content")).toBeNull();
  });

  it("has no causes list for an error without a cause, and handles thrown strings", () => {
    renderBoundary({ current: true }, "plain string thrown");
    expect(screen.getByText("Error: plain string thrown")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Causes" })).toBeNull();
  });

  it("'Try again' renders the children again", () => {
    const failing = { current: true };
    renderBoundary(failing, new Error("transient"));
    expect(screen.getByText("This page crashed")).toBeTruthy();
    failing.current = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Page content")).toBeTruthy();
    expect(screen.queryByText("This page crashed")).toBeNull();
  });

  it("'Try again' shows the crash page again while the fault remains", () => {
    renderBoundary({ current: true }, new Error("permanent"));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("This page crashed")).toBeTruthy();
    expect(screen.getByText("Error: permanent")).toBeTruthy();
  });

  it("clears the crash when the reset key (the route) changes", () => {
    const failing = { current: true };
    const { rerender } = renderBoundary(failing, new Error("on page a"));
    failing.current = false;
    rerender(
      <ErrorBoundary resetKey="/b/" fallback={({ error: e, tryAgain }) => <CrashPage error={e} tryAgain={tryAgain} />}>
        <Fragile failing={failing} error={new Error("unused")} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeTruthy();
  });

  it("PageShell shows the crash page inside the site layout when only the page fails", () => {
    // As in gatsby-browser: the chat provider wraps the shell, so the crash page's navbar works.
    render(
      <ChatProvider loadConfig={async () => null}>
        <PageShell pathname="/guide/authentication/">
          <Fragile failing={{ current: true }} error={new Error("page failed")} />
        </PageShell>
      </ChatProvider>,
    );
    expect(screen.getByText("This page crashed")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip to main content" })).toBeTruthy();
  });

  it("PageShell recovers on navigation to another page", () => {
    const failing = { current: true };
    function Harness() {
      const [path, setPath] = useState("/a/");
      return (
        <>
          <button type="button" onClick={() => setPath("/b/")}>
            go
          </button>
          <ChatProvider loadConfig={async () => null}>
            <PageShell pathname={path}>
              <Fragile failing={failing} error={new Error("page failed")} />
            </PageShell>
          </ChatProvider>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByText("This page crashed")).toBeTruthy();
    failing.current = false;
    void act(() => fireEvent.click(screen.getByRole("button", { name: "go" })));
    expect(screen.getByText("Page content")).toBeTruthy();
  });
});
