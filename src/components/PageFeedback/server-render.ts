import type { ComponentType } from "react";
import { PageFeedback, type PageFeedbackProps } from "./lazy";

/**
 * The question's code for server rendering, so every page's HTML asks it with or without
 * JavaScript. Browser bundles get null instead (src/node/webpack/config.ts replaces every
 * `./server-render` module with src/components/server-render-stub.ts): there it is a chunk.
 */
export const serverRender: ComponentType<PageFeedbackProps> | null = PageFeedback;
