import React from "react";
import { useLazyModule } from "../../hooks/useLazyModule";
import { LazyDetails } from "../LazyDetails";
import { LazyFallback } from "../LoadingPlaceholder";

const loadRunner = () => import(/* webpackChunkName: "guide-flow" */ "./Runner").then((module) => module.Runner);

/**
 * A guide's sequence of calls, runnable in the page (`<GuideFlow name="…" />`, docs/authoring.md;
 * the flows are src/lib/tryit/flows.ts). This shell is what every guide carries; the runner, the
 * console's signing and the simulated sandbox load when the reader opens it.
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
