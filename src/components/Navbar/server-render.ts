import * as menus from "./NavbarItem";

/**
 * The navbar's links and menus for server rendering, so every page's HTML carries them with or
 * without JavaScript. Browser bundles get null instead (src/node/webpack/config.ts): there they
 * are part of the `chrome` chunk (src/components/Chrome).
 */
export const serverRender: typeof menus | null = menus;
