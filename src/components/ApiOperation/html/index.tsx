import { partCode } from "../../DeferredPart";
import { keptHtmlOf } from "../../KeptHtml";
import { serverRender } from "./server-render";

const kept = keptHtmlOf(
  partCode(() => import(/* webpackChunkName: "api-html" */ "./parts"), serverRender),
  "api-html",
);

/**
 * An operation page's prose that never changes in the browser, each rendered inside a StaticHtml,
 * with its code in the api-html chunk (KeptHtml says when it loads).
 */
export const KeptEndpoint = kept((parts) => parts.Endpoint, "Endpoint");
export const KeptLead = kept((parts) => parts.Lead, "Lead");
export const KeptIntro = kept((parts) => parts.Intro, "Intro");
export const KeptRequestIntro = kept((parts) => parts.RequestIntro, "RequestIntro");
export const KeptSamplesIntro = kept((parts) => parts.SamplesIntro, "SamplesIntro");
