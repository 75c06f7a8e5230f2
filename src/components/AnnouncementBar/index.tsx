// First, as before its code became part of the chrome chunk: the one stylesheet keeps its order
// (gatsby-browser.tsx).
import "../CloseButton/styles.module.css";
import "./styles.module.css";

/** The announcement bar (lazy.tsx), kept as the server rendered it until the reader reaches for it. */
export { DeferredAnnouncementBar as AnnouncementBar } from "../Chrome";
