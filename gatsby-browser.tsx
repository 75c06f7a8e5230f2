import "./src/theme/global.css";
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ChatProvider } from "./src/contexts/chat";

// Ask AI state wraps every page and persists across in-app navigation. Not wrapRootElement:
// Gatsby also applies that to the separate React root that renders <Head>, which would fetch the
// chat configuration a second time.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <ChatProvider>{element}</ChatProvider>;
