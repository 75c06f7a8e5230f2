import React, { type ComponentType } from "react";
import { HydrateWhenVisible } from "../HydrateWhenVisible";
import { useLazyModule } from "../../hooks/useLazyModule";
import type { PageFeedbackProps } from "./lazy";
import { serverRender } from "./server-render";

export type { PageFeedbackProps } from "./lazy";

type Widget = ComponentType<PageFeedbackProps>;

/** The question's code once loaded, for every later page of the visit. */
let loaded: Widget | null = null;
const loadWidget = () =>
  import(/* webpackChunkName: "feedback-question" */ "./lazy").then(({ PageFeedback }) => (loaded = PageFeedback));

function Question(props: PageFeedbackProps) {
  // Rendered without the server's HTML (a page opened in the app): loads at once.
  const code = useLazyModule(loadWidget, { immediate: !loaded && !serverRender });
  const Loaded = loaded ?? serverRender ?? code.module;
  return Loaded ? <Loaded {...props} /> : null;
}

/**
 * "Was this page helpful?" (lazy.tsx). Its code is a chunk: a first visit keeps the server's
 * HTML of the question until it comes near the viewport or the reader points at, touches or
 * focuses it, then loads the code and hydrates (HydrateWhenVisible).
 */
export function PageFeedback(props: PageFeedbackProps) {
  return (
    <HydrateWhenVisible code={loadWidget} name="page-feedback">
      <Question {...props} />
    </HydrateWhenVisible>
  );
}
