import "./src/theme/global.css";
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ChatProvider } from "./src/contexts/chat";

// Ask AI state lives above the pages, so an open conversation survives in-app navigation.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <ChatProvider>{element}</ChatProvider>;
