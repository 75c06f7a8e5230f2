// @vitest-environment jsdom
import React from "react";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useBodyScrollLock } from "../useBodyScrollLock";
import { mobileMediaQuery } from "../../lib/ui-constants";
import { installMatchMedia } from "../../contexts/__tests__/media";

function Locker({ active, query }: { active: boolean; query?: string }) {
  useBodyScrollLock(active, query);
  return null;
}

afterEach(() => {
  document.body.removeAttribute("style");
});

describe("useBodyScrollLock", () => {
  it("without a query locks while active and restores the body's own overflow", () => {
    document.body.style.overflow = "auto";
    const { rerender, unmount } = render(<Locker active />);
    expect(document.body.style.overflow).toBe("hidden");
    rerender(<Locker active={false} />);
    expect(document.body.style.overflow).toBe("auto");
    rerender(<Locker active />);
    unmount();
    expect(document.body.style.overflow).toBe("auto");
  });

  it("with the mobile query locks only while the window is at the breakpoint or narrower", () => {
    const media = installMatchMedia({ [mobileMediaQuery]: false });
    const { unmount } = render(<Locker active query={mobileMediaQuery} />);
    expect(document.body.style.overflow).toBe("");
    act(() => media.set(mobileMediaQuery, true));
    expect(document.body.style.overflow).toBe("hidden");
    act(() => media.set(mobileMediaQuery, false));
    expect(document.body.style.overflow).toBe("");
    act(() => media.set(mobileMediaQuery, true));
    unmount();
    expect(document.body.style.overflow).toBe("");
    expect(media.listenerCount(mobileMediaQuery)).toBe(0);
  });
});
