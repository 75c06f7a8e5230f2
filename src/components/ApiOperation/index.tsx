import React from "react";
import { withPrefix } from "gatsby";
import type { OperationView } from "../../lib/openapi/types";
import { operationSections } from "../../lib/openapi";
import { siteConfig } from "../../config";
import { RichText } from "../RichText";
import { ApiCode } from "../ApiCode";
import { BreakableCode } from "../Breakable";
import { MethodBadge } from "../MethodBadge";
import { LifecycleBadge } from "../LifecycleBadge";
import { MdxLink } from "../mdx/MdxLink";
import { Tabs, TabItem } from "../mdx/Tabs";
import { SectionHeading } from "./heading";
import type { PartProps } from "./parts";
import { RequestChecker } from "../RequestChecker";
import { TryIt } from "../TryIt";
import { CopyButton } from "../CopyButton";
import { HydrateWhenVisible } from "../HydrateWhenVisible";
import { StaticHtml } from "../StaticHtml";
import { DeferredPart, partCode } from "../DeferredPart";
import { serverRender } from "./server-render";
import * as styles from "./styles.module.css";

type PartModule = typeof import("./parts");

/**
 * The reference of one API operation (CONTENT.md: API page anatomy), rendered from its
 * OpenAPI view: endpoint, purpose, facts and guides above the writer's MDX, then rules, request,
 * code samples, response and response codes after it.
 */

const product = siteConfig.product.name;

export interface OperationProps {
  operation: OperationView;
}

/** Method and path, with a button that copies the path. */
export function EndpointBar({ operation }: OperationProps) {
  const notification = operation.apiType === "notification";
  return (
    <div className={styles.endpoint}>
      <MethodBadge method={operation.method} />
      <BreakableCode className={styles.path} text={operation.path} />
      {notification && <span className={styles.tag}>sent to your notification URL</span>}
      <span className={styles.copyPath}>
        <CopyButton text={operation.path} name="Copy path" copiedMessage="Path copied to the clipboard." />
      </span>
    </div>
  );
}

const apiTypeLabel: Record<OperationView["apiType"], string> = {
  "access-token": "Access token",
  service: "Service",
  notification: "Notification (webhook)",
};

function direction(op: OperationView): string {
  return op.direction === "merchant-to-saku" ? `Merchant → ${product}` : `${product} → merchant`;
}

/** The facts grid, the guides that use the operation and the rest of its description. */
export function OperationIntro({ operation: op }: OperationProps) {
  const notification = op.apiType === "notification";
  return (
    <StaticHtml name="operation-intro">
      <dl className={styles.facts}>
        <div>
          <dt>API type</dt>
          <dd>{apiTypeLabel[op.apiType]}</dd>
        </div>
        <div>
          <dt>Service code</dt>
          <dd>
            <code>{op.serviceCode}</code>
          </dd>
        </div>
        <div>
          <dt>Expected timeout</dt>
          <dd>{`${op.timeoutSeconds} seconds`}</dd>
        </div>
        <div>
          <dt>Direction</dt>
          <dd>{direction(op)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <LifecycleBadge status={op.lifecycle.status} />{" "}
            <span className={styles.since}>{`since ${op.lifecycle.since}`}</span>
          </dd>
        </div>
        <div>
          <dt>Available in</dt>
          <dd>
            {[op.lifecycle.sandbox && "Sandbox", op.lifecycle.production && "Production"].filter(Boolean).join(", ") ||
              "Not yet available"}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>Idempotency key</dt>
          <dd>
            <RichText nodes={op.idempotencyKey} />
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>{notification ? "Sent to" : "Base URLs"}</dt>
          <dd>
            {notification ? (
              <>Your notification URL, registered in the merchant dashboard</>
            ) : (
              <>
                <BreakableCode text={op.sandboxBaseUrl} /> (sandbox), <BreakableCode text={op.productionBaseUrl} />{" "}
                (production)
              </>
            )}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>Used in</dt>
          <dd>
            {op.usedIn.map((g, i) => (
              <React.Fragment key={g.route}>
                {i > 0 && ", "}
                <MdxLink href={g.route}>{g.title}</MdxLink>
              </React.Fragment>
            ))}
          </dd>
        </div>
        <div className={styles.wide}>
          <dt>JSON Schema</dt>
          <dd>
            <a href={withPrefix(op.schemaFile)} download>
              {`${op.operationId}.json`}
            </a>
            {" (headers, body and responses of this operation)"}
          </dd>
        </div>
      </dl>
      {op.description.length > 0 && (
        <div className={styles.description}>
          <RichText nodes={op.description} />
        </div>
      )}
    </StaticHtml>
  );
}

/** The reference's parts that hydrate when the reader nears them: a chunk of their own (parts.tsx). */
const parts = partCode(() => import(/* webpackChunkName: "api-operation-parts" */ "./parts"), serverRender);

/**
 * Everything after the writer's MDX: rules, request, code samples, response, response codes. The
 * parts from Try it on, except the code samples, hydrate when the reader nears them, and their
 * code loads then (DeferredPart): hydrating every table and example of a long operation at once
 * was the page's longest task, and their code was most of the API page's own.
 */
export function OperationReference({ operation: op }: OperationProps) {
  const sections = new Set(operationSections(op));
  const notification = op.apiType === "notification";
  const part = (name: string, Part: (module: PartModule) => React.ComponentType<PartProps>) => (
    <DeferredPart
      name={name}
      code={parts}
      label="Loading the reference"
      what="This part of the reference"
      render={(module) => {
        const Component = Part(module);
        return <Component operation={op} sections={sections} />;
      }}
    />
  );
  return (
    <div className={styles.reference}>
      <StaticHtml name="request-intro">
        {sections.has("rules") && (
          <>
            <SectionHeading section="rules" />
            <ul className={styles.rules}>
              {op.rules.map((rule, i) => (
                <li key={i}>
                  <RichText nodes={rule} />
                </li>
              ))}
            </ul>
          </>
        )}
        <SectionHeading section="request" />
        <p>
          {notification ? (
            <>
              {product} sends <code>{op.method}</code> with these headers and body to your notification URL
              (conventionally ending in <BreakableCode text={op.path} />
              ).
            </>
          ) : (
            <>
              Send <code>{op.method}</code> to the base URL followed by <BreakableCode text={op.path} />
              {op.query.length > 0
                ? ", with the query parameters below."
                : op.requestBody
                  ? ", with a JSON body."
                  : "."}
            </>
          )}
        </p>
      </StaticHtml>
      {/* Try it and the request checker are disclosures whose code is here: a click on one
          before a chunk came would be lost. */}
      <HydrateWhenVisible name="try-it">
        <TryIt operation={op} />
      </HydrateWhenVisible>
      {part("request", (m) => m.Request)}
      {part("request-body", (m) => m.RequestBody)}
      {op.requestBody && (
        <HydrateWhenVisible name="request-checker">
          <RequestChecker operation={op} />
        </HydrateWhenVisible>
      )}
      {part("request-examples", (m) => m.RequestExamples)}
      {/* Not deferred: the samples' tabs show the reader's language (remembered, or ?lang=), which
          the server's HTML cannot know. */}
      <StaticHtml name="samples-intro">
        <SectionHeading section="samples" />
        <RichText nodes={op.samplesIntro} />
      </StaticHtml>
      <Tabs groupId="lang">
        {op.samples.map((s) => (
          <TabItem key={s.value} value={s.value} label={s.label}>
            <ApiCode code={s} />
          </TabItem>
        ))}
      </Tabs>
      {part("response", (m) => m.Response)}
      {part("response-examples", (m) => m.ResponseExamplesPart)}
      {part("response-codes", (m) => m.ResponseCodesPart)}
    </div>
  );
}
