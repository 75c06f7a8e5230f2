import React from "react";
import { useLazyModule } from "../../hooks/useLazyModule";
// The placeholder before LazyDetails, as in TryIt: one order of their styles in every chunk group.
import { LazyFallback } from "../LoadingPlaceholder";
import { LazyDetails } from "../LazyDetails";

// The console's chunk: the flow shows its steps with the console's parts and styles.
const loadRunner = () => import(/* webpackChunkName: "try-it" */ "../TryIt/lazy").then((module) => module.Flow);

/**
 * A guide's sequence of calls, runnable in the page (`<GuideFlow name="…" />`, docs/authoring.md;
 * the flows are src/lib/tryit/flows.ts). This shell is what every guide carries; the runner (in
 * the console's chunk, TryIt/Flow.tsx) and the simulated sandbox load when the reader opens it.
 */
export function GuideFlow({ name }: { name: string }) {
  const runner = useLazyModule(loadRunner);
  return (
    <LazyDetails
      title="Run these calls in your browser"
      hint="Step by step in the simulated sandbox: each answer fills the next request's references."
      onOpen={runner.load}
      accent
      testId="guide-flow"
    >
      {runner.module ? (
        <runner.module name={name} />
      ) : (
        <LazyFallback state={runner.state} label="Loading the flow" what="The flow" onRetry={runner.retry} />
      )}
    </LazyDetails>
  );
}
