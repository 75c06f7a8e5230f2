import React from "react";
import { withPrefix } from "gatsby";
import type { BodyTable, ExampleView, OperationView, ResponseCodeView } from "../../lib/openapi/types";
import {
  apiSections,
  catalogHref,
  catalogRoute,
  operationSections,
  responseCodeAnchor,
  type ApiSection,
} from "../../lib/openapi";
import { siteConfig } from "../../config";
import { RichText } from "../RichText";
import { ApiCode } from "../ApiCode";
import { FieldTable } from "../FieldTable";
import { BreakableCode } from "../Breakable";
import { MethodBadge } from "../MethodBadge";
import { LifecycleBadge } from "../LifecycleBadge";
import { MdxLink } from "../mdx/MdxLink";
import { Tabs, TabItem } from "../mdx/Tabs";
import { makeHeading } from "../mdx/Heading";
import { RequestChecker } from "../RequestChecker";
import { ResponseExamples } from "../ResponseExamples";
import { TryIt } from "../TryIt";
import { CopyButton } from "../CopyButton";
import { HydrateWhenVisible } from "../HydrateWhenVisible";
import { retryClass, retryLabel } from "./retry";
import * as styles from "./styles.module.css";

export { retryClass, retryLabel };

/**
 * The reference of one API operation (CONTENT.md: API page anatomy), rendered from its
 * OpenAPI view: endpoint, purpose, facts and guides above the writer's MDX, then rules, request,
 * code samples, response and response codes after it.
 */

const H2 = makeHeading(2);
const H3 = makeHeading(3);

function SectionHeading({ section }: { section: ApiSection }) {
  const { id, value, depth } = apiSections[section];
  return depth === 2 ? <H2 id={id}>{value}</H2> : <H3 id={id}>{value}</H3>;
}

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

function Example({ example }: { example: ExampleView }) {
  return (
    <>
      {example.description.length > 0 && (
        <div className={styles.exampleNote}>
          <RichText nodes={example.description} />
        </div>
      )}
      <ApiCode
        code={example.code}
        title={example.status ? `HTTP ${example.status} · ${example.summary}` : example.summary}
      />
    </>
  );
}

function Examples({ examples }: { examples: ExampleView[] }) {
  if (examples.length === 1) {
    return (
      <div id={examples[0].id}>
        <Example example={examples[0]} />
      </div>
    );
  }
  return (
    <Tabs>
      {examples.map((e) => (
        <TabItem key={e.id} value={e.id} label={e.status ? `${e.status} ${e.summary}` : e.summary}>
          <div id={e.id}>
            <Example example={e} />
          </div>
        </TabItem>
      ))}
    </Tabs>
  );
}

function ResponseTables({ tables }: { tables: BodyTable[] }) {
  return (
    <>
      {tables.map((t) => (
        <div key={t.id} id={t.id === apiSections.responseBody.id ? undefined : t.id}>
          <div className={styles.statusLine}>
            <strong>HTTP {t.statuses.join(", ")}</strong>
            {t.description.length > 0 && (
              <>
                {" · "}
                <RichText nodes={t.description} />
              </>
            )}
          </div>
          <FieldTable rows={t.rows} caption={`Response body fields, HTTP ${t.statuses.join(", ")}`} />
        </div>
      ))}
    </>
  );
}

/**
 * A column's name inside its cell, shown only where the table is stacked (narrow screens) and the
 * column headers are out of sight. Hidden from assistive technology, which announces the header.
 */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}:{" "}
    </span>
  );
}

function ResponseCodes({ codes }: { codes: ResponseCodeView[] }) {
  return (
    <>
      <p className={styles.exampleNote}>
        Each code links to its entry in the <MdxLink href={catalogRoute}>response-code catalog</MdxLink>, which lists
        every code of the API.
      </p>
      <div className={styles.scroll} tabIndex={0} role="group" aria-label="Response codes">
        <table className={styles.codes}>
          <caption className="visually-hidden">Response codes</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Message</th>
              <th scope="col">Meaning</th>
              <th scope="col">What to do</th>
              <th scope="col">Retry</th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => (
              <tr key={c.code} id={responseCodeAnchor(c.code)}>
                <th scope="row">
                  <MdxLink href={catalogHref(c.code)} title={`${c.code} in the response-code catalog`}>
                    <code>{c.code}</code>
                  </MdxLink>
                </th>
                <td>{c.message}</td>
                <td>
                  <CellLabel>Meaning</CellLabel>
                  <RichText nodes={c.meaning} />
                </td>
                <td>
                  <CellLabel>What to do</CellLabel>
                  <RichText nodes={c.action} />
                </td>
                <td className={retryClass[c.retry]}>
                  <CellLabel>Retry</CellLabel>
                  {retryLabel[c.retry]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * Everything after the writer's MDX: rules, request, code samples, response, response codes. The
 * parts from Try it on, except the code samples, hydrate when the reader nears them
 * (HydrateWhenVisible): hydrating every table and example of a long operation at once was the
 * page's longest task.
 */
export function OperationReference({ operation: op }: OperationProps) {
  const sections = new Set(operationSections(op));
  const notification = op.apiType === "notification";
  return (
    <div className={styles.reference}>
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
            {op.query.length > 0 ? ", with the query parameters below." : op.requestBody ? ", with a JSON body." : "."}
          </>
        )}
      </p>
      <HydrateWhenVisible name="request">
        <TryIt operation={op} />
        {sections.has("headers") && (
          <>
            <SectionHeading section="headers" />
            <FieldTable rows={op.headers} caption="Request headers" />
          </>
        )}
        {sections.has("query") && (
          <>
            <SectionHeading section="query" />
            <FieldTable rows={op.query} caption="Query parameters" />
          </>
        )}
      </HydrateWhenVisible>
      <HydrateWhenVisible name="request-body">
        {op.requestBody && (
          <>
            <SectionHeading section="requestBody" />
            {op.requestBody.description.length > 0 && <RichText nodes={op.requestBody.description} />}
            <FieldTable rows={op.requestBody.rows} caption="Request body fields" />
            <RequestChecker operation={op} />
          </>
        )}
      </HydrateWhenVisible>
      <HydrateWhenVisible name="request-examples">
        {sections.has("requestExamples") && (
          <>
            <SectionHeading section="requestExamples" />
            <Examples examples={op.requestExamples} />
          </>
        )}
      </HydrateWhenVisible>
      {/* Not deferred: the samples' tabs show the reader's language (remembered, or ?lang=), which
          the server's HTML cannot know. */}
      <SectionHeading section="samples" />
      <RichText nodes={op.samplesIntro} />
      <Tabs groupId="lang">
        {op.samples.map((s) => (
          <TabItem key={s.value} value={s.value} label={s.label}>
            <ApiCode code={s} />
          </TabItem>
        ))}
      </Tabs>
      <HydrateWhenVisible name="response">
        <SectionHeading section="response" />
        <p>
          {notification ? (
            `Your endpoint answers within ${op.timeoutSeconds} seconds with a JSON body of this shape and one of the response codes below.`
          ) : (
            <>
              The answer is JSON. Branch on <code>responseCode</code>, not on the HTTP status or{" "}
              <code>responseMessage</code>.
            </>
          )}
        </p>
        {sections.has("responseBody") && (
          <>
            <SectionHeading section="responseBody" />
            <ResponseTables tables={op.responseBodies} />
          </>
        )}
      </HydrateWhenVisible>
      <HydrateWhenVisible name="response-examples">
        {sections.has("responseExamples") && (
          <>
            <SectionHeading section="responseExamples" />
            <ResponseExamples examples={op.responseExamples} render={(e) => <Example example={e} />} />
          </>
        )}
      </HydrateWhenVisible>
      <HydrateWhenVisible name="response-codes">
        <SectionHeading section="responseCodes" />
        <ResponseCodes codes={op.responseCodes} />
      </HydrateWhenVisible>
    </div>
  );
}
