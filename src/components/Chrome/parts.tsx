/**
 * The sidebar, footer and announcement bar code (src/components/Chrome): the `chrome` chunk in the
 * browser, rendered synchronously on the server (server-render.ts). The navbar's menus share the
 * chunk (src/components/Navbar/menus.tsx).
 */
export { Sidebar } from "../Sidebar";
export { Footer } from "../Footer";
export { AnnouncementBar } from "../AnnouncementBar/lazy";
