// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { PageFeedback } from "../lazy";

const track = vi.fn();
vi.mock("../../../lib/analytics", () => ({ track: (...args: unknown[]) => track(...args) }));

beforeEach(() => {
  localStorage.clear();
  track.mockReset();
});
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem("docs.feedback") ?? "{}") as Record<string, { answer: string }>;

describe("PageFeedback", () => {
  it("sends one Page Feedback event with the answer and the comment, then thanks the reader", async () => {
    render(<PageFeedback route="/guide/authentication/" title="Authentication" />);
    expect(screen.getByText("Was this page helpful?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(screen.getByRole("button", { name: "No" }).getAttribute("aria-pressed")).toBe("true");
    const box = await screen.findByRole("textbox", { name: "What was missing or unclear? (optional)" });
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: " The Go sample needs an import. " } });
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("Page Feedback", {
      Page: "/guide/authentication/",
      "Page Title": "Authentication",
      Helpful: false,
      Comment: "The Go sample needs an import.",
    });
    expect(screen.getByRole("status").textContent).toMatch(/Thanks for your feedback/);
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
    expect(stored()["/guide/authentication/"].answer).toBe("no");
    cleanup();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it("lets the reader change the answer before sending", async () => {
    render(<PageFeedback route="/api/" title="API" />);
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await screen.findByRole("textbox");
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.getByRole("textbox", { name: "What helped? (optional)" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(track).toHaveBeenCalledWith("Page Feedback", expect.objectContaining({ Helpful: true, Comment: "" }));
  });

  it("does not ask again on a page already answered, and asks on other pages", async () => {
    localStorage.setItem("docs.feedback", JSON.stringify({ "/api/": { answer: "yes", at: 1 } }));
    render(<PageFeedback route="/api/" title="API" />);
    await act(async () => undefined);
    expect(screen.queryByText("Was this page helpful?")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/Thanks/);
    expect(document.activeElement).toBe(document.body);
    cleanup();
    render(<PageFeedback route="/guide/authentication/" title="Authentication" />);
    expect(screen.getByText("Was this page helpful?")).toBeTruthy();
    expect(track).not.toHaveBeenCalled();
  });

  it("renders the question without loading the comment form, which loads when the reader answers", async () => {
    render(<PageFeedback route="/guide/z/" title="Z" />);
    expect(screen.getByRole("button", { name: "Yes" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    expect(screen.queryByRole("textbox")).toBeNull(); // its chunk is on its way
    expect(await screen.findByRole("textbox", { name: "What helped? (optional)" })).toBeTruthy();
  });

  it("sends an answer given without pressing Send when the reader leaves, without the unsent comment", async () => {
    const { unmount } = render(<PageFeedback route="/guide/x/" title="X" />);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    fireEvent.change(await screen.findByRole("textbox"), { target: { value: "half-written" } });
    unmount();
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith(
      "Page Feedback",
      expect.objectContaining({ Page: "/guide/x/", Helpful: true, Comment: "" }),
    );
    expect(stored()["/guide/x/"].answer).toBe("yes");
  });

  it("sends on pagehide once, not again on unmount", async () => {
    const { unmount } = render(<PageFeedback route="/guide/y/" title="Y" />);
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await screen.findByRole("textbox");
    window.dispatchEvent(new Event("pagehide"));
    unmount();
    expect(track).toHaveBeenCalledTimes(1);
  });
});
