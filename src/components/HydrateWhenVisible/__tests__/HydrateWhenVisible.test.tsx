// @vitest-environment jsdom
import React, { useEffect } from "react";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { navigate } from "gatsby";
import { HydrateWhenVisible, type WakeOn } from "..";

vi.mock("gatsby", async () => {
  const mock = await import("../../__tests__/gatsby-mock");
  return { ...mock, navigate: vi.fn(mock.navigate) };
});

/** An IntersectionObserver that reports only when a test says the part came near. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  private readonly targets: Element[] = [];
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, targets: this.targets });
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {}
}

const effects: string[] = [];
function Live() {
  useEffect(() => {
    effects.push("live");
  }, []);
  return (
    <p>
      A table <a href="#x">and a link</a> <a href="/api-docs-v2/guide/other/?lang=go#top">to a page</a>{" "}
      <button type="button" onClick={() => effects.push("pressed")} onKeyDown={(e) => effects.push(e.key)}>
        and a <em>button</em>
      </button>
    </p>
  );
}

let root: Root | null = null;
async function hydratePage(code?: () => Promise<unknown>, wake?: WakeOn): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <HydrateWhenVisible name="table">
      <Live />
    </HydrateWhenVisible>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <HydrateWhenVisible name="table" code={code} wake={wake}>
        <Live />
      </HydrateWhenVisible>,
    );
  });
  return container;
}

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  observers.length = 0;
  effects.length = 0;
  document.documentElement.removeAttribute("data-hydrated");
  vi.mocked(navigate).mockClear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

it("keeps the server's HTML without rendering its children until the part comes near", async () => {
  const container = await hydratePage();
  const html = container.innerHTML;
  expect(container.querySelector("a")?.textContent).toBe("and a link");
  expect(effects).toEqual([]);
  // The wrapper has no box (display: contents), so its children are what comes near.
  expect(observers[0].targets).toEqual([container.querySelector("p")]);
  await act(async () => {
    observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
  expect(effects).toEqual(["live"]);
  expect(container.innerHTML).toBe(html);
});

it("hydrates a part whose code is a chunk only once that code is here, and keeps the server's HTML meanwhile", async () => {
  let arrive = () => {};
  const code = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
  const container = await hydratePage(code);
  const html = container.innerHTML;
  expect(code).not.toHaveBeenCalled();
  await act(async () => {
    observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
  expect(code).toHaveBeenCalledTimes(1);
  expect(effects).toEqual([]);
  expect(container.innerHTML).toBe(html);
  await act(async () => arrive());
  expect(effects).toEqual(["live"]);
  expect(container.innerHTML).toBe(html);
});

it("presses a button pressed before the part's code was here again, once it is", async () => {
  let arrive = () => {};
  const container = await hydratePage(() => new Promise<void>((resolve) => (arrive = resolve)));
  await act(async () => container.querySelector("em")?.click());
  expect(effects).toEqual([]);
  await act(async () => arrive());
  expect([...effects].sort()).toEqual(["live", "pressed"]);
});

it("renders its children when the reader focuses something in it, and keeps that focus", async () => {
  const container = await hydratePage();
  const staticLink = container.querySelector("a") as HTMLAnchorElement;
  await act(async () => staticLink.focus());
  expect(effects).toEqual(["live"]);
  const link = container.querySelector("a");
  expect(document.activeElement).toBe(link);
});

it("does not put focus back in a part the reader has tabbed out of before its code came", async () => {
  let arrive = () => {};
  const container = await hydratePage(() => new Promise<void>((resolve) => (arrive = resolve)), "intent");
  const outside = document.createElement("button");
  document.body.append(outside);
  await act(async () => (container.querySelector("a") as HTMLAnchorElement).focus());
  await act(async () => outside.focus());
  await act(async () => arrive());
  expect(effects).toEqual(["live"]);
  expect(document.activeElement).toBe(outside);
});

it("keeps focus on what the reader moved to inside the part before its code came", async () => {
  let arrive = () => {};
  const container = await hydratePage(() => new Promise<void>((resolve) => (arrive = resolve)), "intent");
  await act(async () => (container.querySelector("a") as HTMLAnchorElement).focus());
  await act(async () => container.querySelectorAll("a")[1].focus());
  await act(async () => arrive());
  expect(document.activeElement).toBe(container.querySelectorAll("a")[1]);
});

it("wakes at the page's first scroll when told to (`scroll`), and not before", async () => {
  await hydratePage(undefined, "scroll");
  expect(observers).toEqual([]);
  expect(effects).toEqual([]);
  await act(async () => window.dispatchEvent(new Event("scroll")));
  expect(effects).toEqual(["live"]);
});

it("renders its children at once after the first page has hydrated (in-app navigation)", async () => {
  document.documentElement.setAttribute("data-hydrated", "true");
  const container = document.createElement("div");
  document.body.append(container);
  const { createRoot } = await import("react-dom/client");
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <HydrateWhenVisible name="table">
        <Live />
      </HydrateWhenVisible>,
    ),
  );
  expect(effects).toEqual(["live"]);
  expect(container.querySelector("a")).not.toBeNull();
});

it("finds each part's server HTML by its name, and wakes only the part that comes near", async () => {
  const parts = (
    <>
      <HydrateWhenVisible name="first">
        <Live />
      </HydrateWhenVisible>
      <HydrateWhenVisible name="second">
        <p>The second part</p>
      </HydrateWhenVisible>
    </>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(parts);
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, parts);
  });
  const names = Array.from(container.querySelectorAll("[data-hydrate-part]"), (e) =>
    e.getAttribute("data-hydrate-part"),
  );
  expect(names).toEqual(["first", "second"]);
  expect(container.textContent).toBe("A table and a link to a page and a buttonThe second part");
  await act(async () => {
    observers[1].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
  expect(effects).toEqual([]);
  expect(container.textContent).toBe("A table and a link to a page and a buttonThe second part");
});

it("waits for intent, not nearness, when told to, and replays a widget's arrow key pressed meanwhile", async () => {
  let arrive = () => {};
  const code = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
  const container = await hydratePage(code, "intent");
  expect(observers).toEqual([]);
  expect(code).not.toHaveBeenCalled();
  const button = container.querySelector("button") as HTMLButtonElement;
  await act(async () => button.focus());
  expect(code).toHaveBeenCalledTimes(1);
  await act(async () => {
    button.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
  });
  expect(effects).toEqual([]);
  await act(async () => arrive());
  expect([...effects].sort()).toEqual(["ArrowRight", "live"]);
  expect(document.activeElement).toBe(container.querySelector("button"));
});

it("opens a link of the kept HTML in the app, and leaves modified clicks and other sites to the browser", async () => {
  const container = await hydratePage(undefined, "never");
  const link = container.querySelectorAll("a")[1];
  // Whether the part took each click; then the click goes no further (jsdom does not navigate).
  const taken: boolean[] = [];
  const last = (e: Event) => {
    taken.push(e.defaultPrevented);
    e.preventDefault();
  };
  document.addEventListener("click", last);
  const click = (init: MouseEventInit = {}) =>
    act(async () => {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
    });
  await click();
  expect(navigate).toHaveBeenCalledWith("/guide/other/?lang=go#top");
  await click({ ctrlKey: true });
  link.setAttribute("href", "https://example.com/api-docs-v2/guide/other/");
  await click();
  document.removeEventListener("click", last);
  expect(taken).toEqual([true, false, false]);
  expect(navigate).toHaveBeenCalledTimes(1);
  // A part that never wakes stays as the server sent it, whatever the reader does.
  expect(effects).toEqual([]);
});
