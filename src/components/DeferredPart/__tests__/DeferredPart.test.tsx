// @vitest-environment jsdom
import React from "react";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { DeferredPart, partCode, type PartCode } from "..";

/** A part's chunk: one component. */
interface Module {
  Table: () => React.JSX.Element;
}
const module: Module = {
  Table: () => (
    <table>
      <tbody>
        <tr id="row">
          <td>A field</td>
        </tr>
      </tbody>
    </table>
  ),
};

function part(code: PartCode<Module>) {
  return (
    <DeferredPart
      name="table"
      code={code}
      label="Loading the table"
      what="The table"
      render={({ Table }) => <Table />}
    />
  );
}

/** A chunk that arrives, or fails, when the test says. */
function chunk() {
  const load = vi.fn<() => Promise<Module>>();
  const settle: { arrive: () => void; fail: () => void } = { arrive: () => {}, fail: () => {} };
  load.mockImplementation(
    () =>
      new Promise<Module>((resolve, reject) => {
        settle.arrive = () => resolve(module);
        settle.fail = () => reject(new Error("Loading chunk 7 failed."));
      }),
  );
  return { load, settle };
}

let root: Root | null = null;
beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  document.documentElement.removeAttribute("data-hydrated");
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  window.location.hash = "";
  vi.unstubAllGlobals();
});

it("renders the part on the server from the module itself", () => {
  const html = renderToString(part(partCode(() => Promise.resolve(module), module)));
  expect(html).toContain("<td>A field</td>");
});

it("hydrating a part that is needed at once (here: the address points into it) keeps the server's HTML until its code is here", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(part(partCode(() => Promise.resolve(module), module)));
  document.body.append(container);
  const serverRow = container.querySelector("#row");
  window.location.hash = "#row";
  const { load, settle } = chunk();
  await act(async () => {
    root = hydrateRoot(container, part(partCode(load, null)));
  });
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector("#row")).toBe(serverRow);
  expect(container.textContent).not.toContain("Loading");
  await act(async () => settle.arrive());
  expect(container.querySelector("#row")).toBe(serverRow);
});

/** The part rendered after the first page hydrated (in-app navigation), with its chunk. */
async function renderInApp() {
  document.documentElement.setAttribute("data-hydrated", "true");
  const container = document.createElement("div");
  document.body.append(container);
  const { load, settle } = chunk();
  root = createRoot(container);
  await act(async () => root?.render(part(partCode(load, null))));
  return { container, load, settle };
}

it("rendered afresh (in-app navigation), loads the code at once and shows the part once it is here", async () => {
  const { container, load, settle } = await renderInApp();
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.querySelector("table")).toBeNull();
  await act(async () => settle.arrive());
  expect(container.querySelector("#row")).not.toBeNull();
});

it("says when the code could not load, and loads it again when asked", async () => {
  const { container, load, settle } = await renderInApp();
  await act(async () => settle.fail());
  expect(container.querySelector('[role="alert"]')?.textContent).toContain("The table could not load");
  await act(async () => container.querySelector("button")?.click());
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => settle.arrive());
  expect(container.querySelector("#row")).not.toBeNull();
  expect(container.querySelector('[role="alert"]')).toBeNull();
});
