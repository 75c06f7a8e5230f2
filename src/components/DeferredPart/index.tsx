import React, { Suspense, useState, type ReactNode } from "react";
import { HydrateWhenVisible, type WakeOn } from "../HydrateWhenVisible";
import { LoadFailed, LoadingPlaceholder } from "../LoadingPlaceholder";
import * as styles from "./styles.module.css";

/** The code of a page's deferred parts: a chunk in the browser, the module itself when server rendering. */
export interface PartCode<M> {
  /** The module once here (at once on the server), else null. */
  current(): M | null;
  /** Loads the chunk; the same promise until it fails, so every part waits on one request. */
  load(): Promise<M>;
  /** Why the last load failed, else null; null again once another load is under way. */
  error(): Error | null;
  /** Settles when the module is here, by whichever load brings it; starts none. */
  arrived(): Promise<M>;
}

/**
 * `load` is `() => import("./parts")`; `server` is that module on the server, from a
 * `./server-render` module (null in browser bundles: src/node/webpack/config.ts), so every page's
 * HTML carries the parts with or without JavaScript.
 */
export function partCode<M>(load: () => Promise<M>, server: M | null): PartCode<M> {
  let module = server;
  let failure: Error | null = null;
  let pending: Promise<M> | null = null;
  let arrive: (loaded: M) => void = () => undefined;
  const arrival = server ? Promise.resolve(server) : new Promise<M>((resolve) => (arrive = resolve));
  return {
    current: () => module,
    error: () => failure,
    arrived: () => arrival,
    load: () =>
      (pending ??= ((failure = null), load()).then(
        (loaded) => {
          arrive(loaded);
          return (module = loaded);
        },
        (error: unknown) => {
          pending = null;
          failure = error instanceof Error ? error : new Error(String(error));
          throw failure;
        },
      )),
  };
}

interface PartProps<M> {
  code: PartCode<M>;
  render: (module: M) => ReactNode;
  what: string;
}

/**
 * Renders the part once its code is here. Until then it suspends: while the page hydrates, Preact
 * keeps the server's element (this single wrapper) as it is and hydrates it when the code comes;
 * rendered afresh (in-app navigation), the Suspense fallback shows meanwhile.
 */
function Part<M>({ code, render, what }: PartProps<M>) {
  const [, retried] = useState(0);
  const module = code.current();
  if (module) return <div className={styles.part}>{render(module)}</div>;
  const error = code.error();
  if (error) {
    const retry = () => {
      code.load().then(
        () => retried((n) => n + 1),
        () => retried((n) => n + 1),
      );
    };
    return <LoadFailed what={what} error={error} onRetry={retry} />;
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits on a thrown promise
  throw code.load().catch(() => undefined);
}

export interface DeferredPartProps<M> extends PartProps<M> {
  /** The part's name, unique on the page (HydrateWhenVisible). */
  name: string;
  /** What loads, for the placeholder, e.g. "Loading the request reference". */
  label: string;
  /** What wakes the part (HydrateWhenVisible): `near` unless told. */
  wake?: WakeOn;
  /** Loads the code at once (HydrateWhenVisible). */
  eager?: boolean;
}

/**
 * A part of a page whose code is a chunk of its own (`code`), fetched when the part is needed:
 * when it nears the viewport or the reader reaches for it (HydrateWhenVisible, `wake`), or at once when
 * the page is opened in the app, with a placeholder meanwhile. A first visit keeps the server's
 * HTML until then, with no layout shift.
 */
export function DeferredPart<M>({ name, code, render, label, what, wake, eager }: DeferredPartProps<M>) {
  return (
    <HydrateWhenVisible name={name} code={code.load} wake={wake} eager={eager}>
      <Suspense fallback={<LoadingPlaceholder label={label} />}>
        <Part code={code} render={render} what={what} />
      </Suspense>
    </HydrateWhenVisible>
  );
}
