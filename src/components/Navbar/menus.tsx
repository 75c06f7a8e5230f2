import React from "react";
import { partCode } from "../DeferredPart";
import { ChromePart } from "../Chrome";
import type { NavbarItemsProps } from "./NavbarItem";
import { serverRender } from "./server-render";

/** NavbarItem's code: in the `chrome` chunk with the sidebar and footer. */
const menusCode = partCode(() => import(/* webpackChunkName: "chrome" */ "./NavbarItem"), serverRender);

/** A run of the bar's links and menus (`part` names it, unique on the page), kept as server HTML until used. */
export function DeferredNavbarItems({ part, ...props }: NavbarItemsProps & { part: string }) {
  return (
    <ChromePart
      name={part}
      code={menusCode}
      wake="intent"
      what="The navigation"
      render={({ NavbarItems }) => <NavbarItems {...props} />}
    />
  );
}
