/**
 * The code of the components that act only when the reader uses them: the writer's tabs, code blocks
 * (Copy), guide flows and signature playground, and the page's copy-page
 * menu, footer and change notes. One chunk in the browser (deferred.tsx), fetched on the first use
 * of any of them; a first visit keeps their server HTML until then.
 *
 * The import order is the stylesheet's (gatsby-browser.tsx): "gatsby" first (its runtime imports the
 * site's shell), then the modules in the order the doc page imports their styles.
 */
import "gatsby";
export { DocFooter } from "../DocFooter/lazy";
export { PageActions } from "../PageActions/lazy";
export { Tabs } from "./Tabs";
export { CodeBlock } from "./CodeBlock";
export { SignaturePlayground } from "../SignaturePlayground";
export { GuideFlow } from "../GuideFlow";
export { ChangeNotes } from "../ChangeNotes/lazy";
