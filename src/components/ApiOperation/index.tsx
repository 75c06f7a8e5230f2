import React, { useState } from "react";
import type { OperationView } from "../../lib/openapi/types";
// The code block's stylesheet where ApiCode stood before the samples' blocks became parts: the
// one stylesheet keeps its order (gatsby-browser.tsx).
import "../mdx/CodeBlock/styles.module.css";
import "../MethodBadge/styles.module.css";
// The kept-HTML prose's styles (html/parts.tsx), where its modules stood before its code became a
// chunk: the one stylesheet keeps its order in every chunk group (gatsby-browser.tsx).
import "../LifecycleBadge/styles.module.css";
import "../mdx/Tabs/styles.module.css";
import "../mdx/Heading/styles.module.css";
import { KeptEndpoint, KeptIntro, KeptLead, KeptRequestIntro, KeptSamplesIntro } from "./html";
import type { PartProps } from "./parts";
// The request checker's and Try it's stylesheet where their modules stood before their shells
// became part of the parts chunk: the one stylesheet keeps its order (gatsby-browser.tsx).
import "../LazyDetails/styles.module.css";
import type { WakeOn } from "../HydrateWhenVisible";
import { StaticHtml } from "../StaticHtml";
import { DeferredPart, partCode } from "../DeferredPart";
import { serverRender } from "./server-render";
import { asksForAnotherLanguage } from "./samples";
import * as styles from "./styles.module.css";

type PartModule = typeof import("./parts");

/**
 * The reference of one API operation (CONTENT.md: API page anatomy), rendered from its
 * OpenAPI view: endpoint, purpose, facts and guides above the writer's MDX, then rules, request,
 * code samples, response and response codes after it.
 */

export interface OperationProps {
  operation: OperationView;
}

/** The reference's parts that hydrate when the reader nears or reaches for them: a chunk of their own (parts.tsx). */
const parts = partCode(() => import(/* webpackChunkName: "api-operation-parts" */ "./parts"), serverRender);

/**
 * Method and path, with a button that copies the path. The button is a part woken by intent: its
 * code (the copy button and the clipboard) waits for the reader's pointer, touch or focus, and a
 * press before it is here is pressed again once it is.
 */
export function EndpointBar({ operation }: OperationProps) {
  return (
    <div className={styles.endpoint}>
      <StaticHtml name="endpoint">
        <KeptEndpoint operation={operation} />
      </StaticHtml>
      <div className={styles.copyPath}>
        <DeferredPart
          name="copy-path"
          code={parts}
          wake="intent"
          label="Loading the copy button"
          what="The copy button"
          render={({ CopyPath }) => <CopyPath operation={operation} />}
        />
      </div>
    </div>
  );
}

/** The operation's purpose, for the page's lead (kept as server HTML on a first visit). */
export function OperationLead({ operation }: OperationProps) {
  return <KeptLead operation={operation} />;
}

/** The facts grid, the guides that use the operation and the rest of its description (html/parts.tsx). */
export function OperationIntro({ operation }: OperationProps) {
  return (
    <StaticHtml name="operation-intro">
      <KeptIntro operation={operation} />
    </StaticHtml>
  );
}

/**
 * Everything after the writer's MDX: rules, request, code samples, response, response codes. The
 * parts from Try it on hydrate when the reader nears them (Try it, the request checker and the
 * code samples when the reader reaches for them), and their code loads then
 * (DeferredPart): hydrating every table and example of a long operation at once was the page's
 * longest task, and their code was most of the API page's own.
 */
export function OperationReference({ operation: op }: OperationProps) {
  const [samplesAtOnce] = useState(() => asksForAnotherLanguage(op));
  const part = (
    name: string,
    Part: (module: PartModule) => React.ComponentType<PartProps>,
    wake?: WakeOn,
    eager?: boolean,
  ) => (
    <DeferredPart
      name={name}
      wake={wake}
      eager={eager}
      code={parts}
      label="Loading the reference"
      what="This part of the reference"
      render={(module) => {
        const Component = Part(module);
        return <Component operation={op} />;
      }}
    />
  );
  return (
    <div className={styles.reference}>
      <StaticHtml name="request-intro">
        <KeptRequestIntro operation={op} />
      </StaticHtml>
      {/* Try it and the request checker are disclosures, closed in the server's HTML: they wake
          when the reader reaches for them, and an open pressed meanwhile is pressed again. */}
      {part("try-it", (m) => m.TryItPart, "intent")}
      {part("request", (m) => m.Request)}
      {part("request-body", (m) => m.RequestBody)}
      {op.requestBody && part("request-checker", (m) => m.RequestCheckerPart, "intent")}
      {part("request-examples", (m) => m.RequestExamples)}
      <StaticHtml name="samples-intro">
        <KeptSamplesIntro operation={op} />
      </StaticHtml>
      {/* The samples (one tab per language) wake when the reader reaches for them; a tab or a copy
          button pressed meanwhile is pressed again. A reader whose language (remembered, or ?lang=)
          is not the first, which the server's HTML shows, gets them at once. */}
      {part("samples", (m) => m.Samples, "intent", samplesAtOnce)}
      {part("response", (m) => m.Response)}
      {part("response-examples", (m) => m.ResponseExamplesPart)}
      {part("response-codes", (m) => m.ResponseCodesPart)}
    </div>
  );
}
