import React, { Suspense, createElement, type ComponentType } from "react";
import type { PartCode } from "../DeferredPart";
import { loadWithEveryPage } from "../../lib/navigation";
import { loadOnceWhenIdle } from "../../lib/deferred-load";
import { hydratedAttribute } from "../../lib/hydration-marker";

/** A kept-HTML component: marked for MdxContent, which keeps its server HTML through the first hydration. */
export type Kept<P> = ComponentType<P> & { keepsHtml: true };

/** Whether the page's first hydration is under way (StaticHtml keeps the server's HTML then). */
const hydrating = () => !document.documentElement.hasAttribute(hydratedAttribute);

interface RenderProps<M, P> {
  code: PartCode<M>;
  /** Loads the code once the page has loaded and the browser is idle; once, however often asked. */
  loadWhenIdle: () => void;
  pick: (module: M) => ComponentType<P>;
  props: P;
}

/** Renders `pick(module)` once the code is here; until then it suspends. */
function Render<M, P extends object>({ code, loadWhenIdle, pick, props }: RenderProps<M, P>) {
  const module = code.current();
  if (module) return createElement(pick(module), props);
  if (hydrating()) {
    // A kept component around a part that hydrates (steps with code blocks in them) is not kept
    // as server HTML, so it hydrates too. Suspended, it keeps its server HTML as it is (Preact
    // keeps a suspended subtree's DOM while hydrating) until the code is here: fetched once the
    // page has loaded and the browser is idle, not as part of the first visit, or sooner if the
    // reader reaches for a link. A failed load leaves the HTML as it is, for the next try.
    loadWhenIdle();
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits on a thrown promise
    throw code.arrived();
  }
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
 * Components whose HTML never changes in the browser (no state, effects or handlers but links),
 * with their code in a chunk of its own (`code`, from partCode): a first visit keeps their server
 * HTML (StaticHtml, or MdxContent for those marked `keepsHtml`), so it never renders them and never
 * loads that code. A page rendered in the app cannot show them without it, so the chunk is code
 * every page requires (loadWithEveryPage): fetched on the reader's first press or link hover, and a
 * navigation that cannot load it is a failed route load (a full page load, which carries the HTML).
 *
 * Returns `kept(pick, name)`: on the server (and in the CMS preview's bundle), where the module is
 * at hand, the component itself; in the browser a stand-in that renders it at once, or nothing
 * until the code is here (Back to a page after a reload), and crashes the page (its crash screen
 * offers to try again) if the code cannot load. One that hydrates keeps its server HTML until the
 * code comes (Render says when). `chunk` names the idle-time load's "deferred-load" mark.
 */
export function keptHtmlOf<M>(
  code: PartCode<M>,
  chunk: string,
): <P extends object>(pick: (module: M) => ComponentType<P>, name: string) => Kept<P> {
  const server = code.current();
  if (!server) loadWithEveryPage(code.load, { required: true });
  const loadWhenIdle = loadOnceWhenIdle(chunk, code.load);
  return <P extends object>(pick: (module: M) => ComponentType<P>, name: string) => {
    if (server) return Object.assign(pick(server), { keepsHtml: true as const });
    function KeptHtml(props: P) {
      return (
        <Suspense fallback={null}>
          <Render code={code} loadWhenIdle={loadWhenIdle} pick={pick} props={props} />
        </Suspense>
      );
    }
    KeptHtml.displayName = `KeptHtml(${name})`;
    return Object.assign(KeptHtml, { keepsHtml: true as const });
  };
}
