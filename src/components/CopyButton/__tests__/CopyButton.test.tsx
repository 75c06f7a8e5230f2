// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { CopyButton } from "..";
import { copyText } from "../../../lib/clipboard";

/** Lets the click's promise chain settle inside act(). */
const flush = () => act(async () => {});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
});

describe("copyText", () => {
  it("uses the Clipboard API when it works", async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    await copyText("POST /v1.0/debit/payment-host-to-host");
    expect(written).toEqual(["POST /v1.0/debit/payment-host-to-host"]);
  });

  it("falls back to a hidden textarea and execCommand when the API refuses, and cleans up", async () => {
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    let selected = "";
    document.execCommand = (command: string) => {
      if (command === "copy") selected = document.querySelector("textarea")?.value ?? "";
      return true;
    };
    await copyText("X-PARTNER-ID");
    expect(selected).toBe("X-PARTNER-ID");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("rejects when neither way copies, so nobody claims 'Copied'", async () => {
    document.execCommand = () => false;
    await expect(copyText("x")).rejects.toThrow("did not allow copying");
    expect(document.querySelector("textarea")).toBeNull();
  });
});

describe("CopyButton", () => {
  it("copies, reads 'Copied' with a live message for two seconds, then its label again", async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    render(<CopyButton text="/v1.0/debit/status" name="Copy path" copiedMessage="Path copied." />);
    expect(screen.getByRole("button", { name: "Copy path" }).textContent).toBe("Copy");
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Copy path" }));
    await flush();
    expect(written).toEqual(["/v1.0/debit/status"]);
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Path copied.");
    act(() => void vi.advanceTimersByTime(1999));
    expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole("button", { name: "Copy path" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("takes the text from a function at click time (async too)", async () => {
    const written: string[] = [];
    stubClipboard(async (text) => void written.push(text));
    let current = "first";
    render(<CopyButton text={() => Promise.resolve(current)} label="Copy page" />);
    current = "# Authentication";
    fireEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await flush();
    expect(written).toEqual(["# Authentication"]);
  });

  it("says 'Copy failed' when the text cannot be had or copied", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(
      <CopyButton
        text={() => Promise.reject(new Error("HTTP 404"))}
        label="Copy page"
        failedMessage="The page could not be copied."
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy page" }));
    await flush();
    expect(screen.getByRole("button", { name: "Copy failed" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("The page could not be copied.");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
