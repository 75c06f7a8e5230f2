import React, { useEffect, useState, type ComponentType } from "react";
import { DeferredPart, partCode } from "../DeferredPart";
import type { WakeOn } from "../HydrateWhenVisible";
import { serverRender } from "./server-render";
import { loadOnceWhenIdle } from "../../lib/deferred-load";
import { loadWithEveryPage } from "../../lib/navigation";
import type { TabsProps } from "./Tabs";
import { onTabChoice, tabAskedInstead } from "../../lib/tab-choice";
import { initialTab, tabItems } from "./tab-items";

type Parts = typeof import("./parts");

const code = partCode(() => import(/* webpackChunkName: "writer-parts" */ "./parts"), serverRender);
// A page opened in the app renders its parts at once: the navigation waits for their code, so the
// page does not shift under a #fragment's scroll when the code arrives.
loadWithEveryPage(code.load);

/**
 * Once the page has loaded, at idle time, the chunk loads without hydrating anything (a deliberate
 * deferred load, marked "deferred-load" as the analytics SDK's is): the first use is then quick,
 * and a reader who goes offline keeps the parts working.
 */
const loadWhenIdle = loadOnceWhenIdle("writer-parts", code.load);

/** A deferred component's props: the component's own, its part's name and whether it loads at once. */
export type DeferredProps<P> = P & { part: string; eager?: boolean };

/**
 * A component of parts.tsx, rendered as a DeferredPart named `part`: the server's HTML stays as it
 * is until the reader uses it (`wake`, "intent" unless told), then its code loads and it hydrates.
 * Rendered afresh (in-app navigation), it renders at once, or once the chunk is here.
 */
export function deferred<P extends object>(
  pick: (parts: Parts) => ComponentType<P>,
  what: string,
  wake: WakeOn = "intent",
): ComponentType<DeferredProps<P>> & { placed: true } {
  function Deferred({ part, eager, ...props }: DeferredProps<P>) {
    useEffect(loadWhenIdle, []);
    return (
      <DeferredPart
        name={part}
        code={code}
        wake={wake}
        eager={eager}
        label={`Loading ${what.toLowerCase()}`}
        what={what}
        render={(parts) => {
          const Component = pick(parts);
          return <Component {...(props as P)} />;
        }}
      />
    );
  }
  // MdxContent names a placed component's part by its position in the body.
  return Object.assign(Deferred, { placed: true as const });
}

export const DeferredCodeBlock = deferred((parts) => parts.CodeBlock, "The code block");
export const DeferredGuideFlow = deferred((parts) => parts.GuideFlow, "The flow");

const PlaygroundPart = deferred((parts) => parts.SignaturePlayground, "The signature playground");

/** The playground is what its page is for: its shell loads at once, and the shell loads the playground. */
export function DeferredSignaturePlayground(props: DeferredProps<object>) {
  return <PlaygroundPart {...props} eager />;
}
DeferredSignaturePlayground.placed = true as const;

const TabsPart = deferred((parts) => parts.Tabs, "The tabs");

/**
 * A writer's tabs keep their server HTML (the default tab shown) until the reader reaches for them
 * (a tab pressed or an arrow key meanwhile is replayed once the code is here). A group that must
 * show another tab loads at once instead: when the address (`?lang=python`) or the reader's stored
 * choice asks for one, or when the reader chooses one in another group with the same id.
 */
export function DeferredTabs(props: DeferredProps<TabsProps>) {
  const { groupId, defaultValue, children } = props;
  const values = tabItems(children).map((item) => item.props.value);
  const valuesKey = values.join("\n");
  // The tab this group must show at once, if any.
  const [asked, setAsked] = useState<string | undefined>(() =>
    groupId ? tabAskedInstead(groupId, values, initialTab(values, defaultValue)) : undefined,
  );
  useEffect(() => {
    if (!groupId) return;
    const known = valuesKey.split("\n");
    return onTabChoice(groupId, (value) => {
      if (known.includes(value)) setAsked(value);
    });
  }, [groupId, valuesKey]);
  return <TabsPart {...props} defaultValue={asked ?? defaultValue} eager={props.eager || asked !== undefined} />;
}
DeferredTabs.placed = true as const;
