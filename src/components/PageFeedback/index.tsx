import React, { type ComponentType } from "react";
import { HydrateWhenVisible } from "../HydrateWhenVisible";
import { useLazyModule } from "../../hooks/useLazyModule";
import { createStorageSlot, storageKeys } from "../../lib/storage";
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
  // A reader who answered on this page sees the thanks, not the question, as soon as the page is
  // up: the code then loads at once (the stored answers are keyed by route, as JSON).
  const answered =
    typeof window !== "undefined" &&
    (createStorageSlot(storageKeys.feedback).get() ?? "").includes(JSON.stringify(props.route));
  return (
    <HydrateWhenVisible code={loadWidget} name="page-feedback" eager={answered}>
      <Question {...props} />
    </HydrateWhenVisible>
  );
}
