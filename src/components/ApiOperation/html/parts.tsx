/**
 * The code of an operation page's prose that never changes in the browser: the endpoint's method
 * and path, the lead, the facts grid with the guides that use the operation, the request's and the
 * samples' introductions. A first visit keeps their server HTML (StaticHtml) and never renders
 * them, so in the browser they are a chunk of their own (index.tsx), fetched when a page is
 * rendered in the app.
 *
 * The stylesheets of the modules here are imported where they stood before (../index.tsx): the one
 * stylesheet keeps its order in every chunk group (gatsby-browser.tsx).
 */
import React from "react";
import { withPrefix } from "gatsby";
import type { OperationView } from "../../../lib/openapi/types";
import { operationSections } from "../../../lib/openapi";
import { siteConfig } from "../../../config";
import { RichText } from "../../RichText";
import { BreakableCode } from "../../Breakable";
import { MethodBadge } from "../../MethodBadge";
import { LifecycleBadge } from "../../LifecycleBadge";
import { MdxLink } from "../../mdx/MdxLink";
import { SectionHeading } from "../heading";
import * as styles from "../styles.module.css";

const product = siteConfig.product.name;

export interface OperationProps {
  operation: OperationView;
}

const apiTypeLabel: Record<OperationView["apiType"], string> = {
  "access-token": "Access token",
  service: "Service",
  notification: "Notification (webhook)",
};

function direction(op: OperationView): string {
  return op.direction === "merchant-to-saku" ? `Merchant → ${product}` : `${product} → merchant`;
}

/** The endpoint bar's method and path, and the tag of a notification (the copy button beside them hydrates). */
export function Endpoint({ operation }: OperationProps) {
  return (
    <>
      <MethodBadge method={operation.method} />
      <BreakableCode className={styles.path} text={operation.path} />
      {operation.apiType === "notification" && <span className={styles.tag}>sent to your notification URL</span>}
    </>
  );
}

/** The operation's purpose, the page's lead. */
export function Lead({ operation }: OperationProps) {
  return <RichText nodes={operation.purpose} />;
}

/** The facts grid, the guides that use the operation and the rest of its description. */
export function Intro({ operation: op }: OperationProps) {
  const notification = op.apiType === "notification";
  return (
    <>
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
    </>
  );
}

/** The rules, if any, and how the request is sent. */
export function RequestIntro({ operation: op }: OperationProps) {
  const hasRules = operationSections(op).includes("rules");
  const notification = op.apiType === "notification";
  return (
    <>
      {hasRules && (
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
            {op.query.length > 0 ? ", with the query parameters below." : op.requestBody ? ", with a JSON body." : "."}
          </>
        )}
      </p>
    </>
  );
}

/** The code samples' introduction. */
export function SamplesIntro({ operation }: OperationProps) {
  return (
    <>
      <SectionHeading section="samples" />
      <RichText nodes={operation.samplesIntro} />
    </>
  );
}
