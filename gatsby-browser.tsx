import "./src/theme/global.css";
import type { GatsbyBrowser } from "gatsby";
import { trackPageOpen } from "./src/lib/analytics";

// SPEC §7: a Page Open event on every route, the first page included (src/lib/analytics).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => trackPageOpen(location, prevLocation);
