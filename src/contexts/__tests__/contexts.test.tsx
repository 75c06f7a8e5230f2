// @vitest-environment jsdom
import React from "react";
import { act, cleanup, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { ColorModeProvider, useColorMode } from "../ColorModeContext";
import { AnnouncementBarProvider, useAnnouncementBar } from "../AnnouncementBarContext";
import { MobileSidebarProvider, useMobileSidebar } from "../MobileSidebarContext";
import { installMatchMedia } from "./media";
import { quietCaughtErrors } from "../../components/__tests__/gatsby-mock";

const dark = "(prefers-color-scheme: dark)";
const mobile = "(max-width: 996px)";

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.removeAttribute("data-announcement-dismissed");
  vi.restoreAllMocks();
});

describe("hooks outside their provider", () => {
  it.each([
    ["useColorMode", useColorMode, "ColorModeProvider"],
    ["useAnnouncementBar", useAnnouncementBar, "AnnouncementBarProvider"],
    ["useMobileSidebar", useMobileSidebar, "MobileSidebarProvider"],
  ] as const)("%s throws an error naming its provider", (hook, useHook, provider) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    onTestFinished(quietCaughtErrors());
    let thrown: unknown;
    try {
      renderHook(() => useHook());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).name).toBe("ReactContextError");
    expect((thrown as Error).message).toBe(
      `${hook}() was called outside <${provider}>. Render the component inside <${provider}>.`,
    );
  });
});

describe("ColorModeProvider", () => {
  const wrapper = ({ children }: { children: React.ReactNode }) => <ColorModeProvider>{children}</ColorModeProvider>;

  it("follows the system preference live until a choice is made, and persists choices", () => {
    const media = installMatchMedia({ [dark]: true });
    const { result } = renderHook(() => useColorMode(), { wrapper });
    expect(result.current).toMatchObject({ choice: "system", mode: "dark", switchable: true });
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");

    act(() => media.set(dark, false));
    expect(result.current.mode).toBe("light");
    expect(document.documentElement.getAttribute("data-theme")).toBe("light");

    act(() => result.current.setChoice("dark"));
    expect(localStorage.getItem("theme")).toBe("dark");
    act(() => media.set(dark, true));
    act(() => media.set(dark, false));
    expect(result.current).toMatchObject({ choice: "dark", mode: "dark" });
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");

    act(() => result.current.setChoice("system"));
    expect(localStorage.getItem("theme")).toBeNull();
    expect(result.current.mode).toBe("light");
  });

  it("starts from the stored choice", () => {
    installMatchMedia({ [dark]: true });
    localStorage.setItem("theme", "light");
    const { result } = renderHook(() => useColorMode(), { wrapper });
    expect(result.current).toMatchObject({ choice: "light", mode: "light" });
  });

  it("ignores a corrupt stored value", () => {
    installMatchMedia({ [dark]: false });
    localStorage.setItem("theme", "purple");
    const { result } = renderHook(() => useColorMode(), { wrapper });
    expect(result.current.choice).toBe("system");
  });

  it("applies a choice made in another tab", () => {
    installMatchMedia({ [dark]: false });
    const { result } = renderHook(() => useColorMode(), { wrapper });
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" })));
    expect(result.current).toMatchObject({ choice: "dark", mode: "dark" });
    act(() => void window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: null })));
    expect(result.current).toMatchObject({ choice: "system", mode: "light" });
  });

  it("removes its listeners on unmount", () => {
    const media = installMatchMedia({ [dark]: false });
    const { unmount } = renderHook(() => useColorMode(), { wrapper });
    expect(media.listenerCount(dark)).toBe(1);
    unmount();
    expect(media.listenerCount(dark)).toBe(0);
  });
});

describe("AnnouncementBarProvider", () => {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <AnnouncementBarProvider>{children}</AnnouncementBarProvider>
  );

  it("is active until closed; closing stores the dismissal with the announcement id", () => {
    const { result } = renderHook(() => useAnnouncementBar(), { wrapper });
    expect(result.current.isActive).toBe(true);
    expect(result.current.announcement?.id).toBe("api-v2-launch");
    act(() => result.current.close());
    expect(result.current.isActive).toBe(false);
    expect(localStorage.getItem("announcement.dismiss")).toBe("true");
    expect(localStorage.getItem("announcement.id")).toBe("api-v2-launch");
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("true");
  });

  it("stays closed for the same id", () => {
    localStorage.setItem("announcement.dismiss", "true");
    localStorage.setItem("announcement.id", "api-v2-launch");
    const { result } = renderHook(() => useAnnouncementBar(), { wrapper });
    expect(result.current.isActive).toBe(false);
  });

  it("starts closed where the page is marked dismissed, as a page opened in the app is", () => {
    document.documentElement.setAttribute("data-announcement-dismissed", "true");
    const first: boolean[] = [];
    renderHook(
      () => {
        const { isActive } = useAnnouncementBar();
        if (first.length === 0) first.push(isActive);
      },
      { wrapper },
    );
    expect(first).toEqual([false]);
  });

  it("reappears when the announcement id changes", () => {
    localStorage.setItem("announcement.dismiss", "true");
    localStorage.setItem("announcement.id", "older-announcement");
    const { result } = renderHook(() => useAnnouncementBar(), { wrapper });
    expect(result.current.isActive).toBe(true);
    expect(localStorage.getItem("announcement.id")).toBe("api-v2-launch");
    expect(localStorage.getItem("announcement.dismiss")).toBeNull();
    expect(document.documentElement.getAttribute("data-announcement-dismissed")).toBe("false");
  });
});

describe("MobileSidebarProvider", () => {
  function Probe() {
    const { shown, disabled, toggle, close, toggleButtonRef } = useMobileSidebar();
    return (
      <>
        <button ref={toggleButtonRef} type="button" onClick={toggle}>
          menu
        </button>
        <span data-testid="state">{`${shown ? "shown" : "hidden"} ${disabled ? "desktop" : "mobile"}`}</span>
        <button type="button" onClick={() => close({ returnFocus: true })}>
          close
        </button>
      </>
    );
  }

  it("toggles, locks page scroll while open, and returns focus to the menu button on close", () => {
    installMatchMedia({ [mobile]: true });
    render(
      <MobileSidebarProvider route="/a/">
        <Probe />
      </MobileSidebarProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("hidden mobile");
    fireEvent.click(screen.getByText("menu"));
    expect(screen.getByTestId("state").textContent).toBe("shown mobile");
    expect(document.body.style.overflow).toBe("hidden");
    screen.getByText("close").focus();
    fireEvent.click(screen.getByText("close"));
    expect(screen.getByTestId("state").textContent).toBe("hidden mobile");
    expect(document.body.style.overflow).toBe("");
    expect(document.activeElement).toBe(screen.getByText("menu"));
  });

  it("closes when the window becomes desktop and when the route changes", () => {
    const media = installMatchMedia({ [mobile]: true });
    const { rerender } = render(
      <MobileSidebarProvider route="/a/">
        <Probe />
      </MobileSidebarProvider>,
    );
    fireEvent.click(screen.getByText("menu"));
    act(() => media.set(mobile, false));
    expect(screen.getByTestId("state").textContent).toBe("hidden desktop");

    act(() => media.set(mobile, true));
    fireEvent.click(screen.getByText("menu"));
    expect(screen.getByTestId("state").textContent).toBe("shown mobile");
    rerender(
      <MobileSidebarProvider route="/b/">
        <Probe />
      </MobileSidebarProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("hidden mobile");
  });
});
