import React, { Suspense, createElement, type ComponentType } from "react";
import { partCode } from "../../DeferredPart";
import { loadWithEveryPage } from "../../../lib/navigation";
import { serverRender } from "./server-render";
import type { HtmlPartName } from "./parts";

/** Any kept-HTML component's props: its own, and children. */
type KeptProps = { children?: React.ReactNode } & Record<string, unknown>;

const code = partCode(() => import(/* webpackChunkName: "writer-html" */ "./parts"), serverRender);
// A page rendered in the app cannot show its prose without this code: it is fetched on the
// reader's first move towards a navigation, and a navigation whose load of it fails is a failed
// route load (a full page load, which carries the HTML).
loadWithEveryPage(code.load, { required: true });

/** Renders the kept-HTML component `name` once its code is here; until then it suspends. */
function Render({ name, props }: { name: HtmlPartName; props: KeptProps }) {
  const parts = code.current();
  if (parts) return createElement(parts.htmlParts[name] as ComponentType<KeptProps>, props);
  const error = code.error();
  if (error) {
    // The crash page's "Try again" renders the page again, by when this fresh load may be done.
    code.load().catch(() => undefined);
    throw error;
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits on a thrown promise
  throw code.load().catch(() => undefined);
}

/**
 * The MDX components map's entry for `name` (../index.tsx), marked `keepsHtml`: MdxContent keeps
 * its server HTML through the first hydration, so a first visit never renders it and never loads
 * its code. Rendered in the app (a navigation, which waits for the code, or Back to a page after a
 * reload), it renders at once, or nothing until the code is here; if the code cannot load, the
 * page's crash screen says so and offers to try again.
 */
export function keptHtml(name: HtmlPartName): ComponentType<KeptProps> & { keepsHtml: true } {
  // The server (and the CMS preview) has the code: the component itself, with no wrapper.
  if (serverRender)
    return Object.assign(serverRender.htmlParts[name] as ComponentType<KeptProps>, { keepsHtml: true as const });
  function KeptHtml(props: KeptProps) {
    return (
      <Suspense fallback={null}>
        <Render name={name} props={props} />
      </Suspense>
    );
  }
  KeptHtml.displayName = `KeptHtml(${name})`;
  return Object.assign(KeptHtml, { keepsHtml: true as const });
}
