import React from "react";
import type { BodyTable, ExampleView, OperationView, ResponseCodeView } from "../../lib/openapi/types";
import { apiSections, catalogHref, catalogRoute, operationSections, responseCodeAnchor } from "../../lib/openapi";
// The link first (it imports "gatsby", whose runtime imports the site's shell), then the MDX
// components in the order src/components/mdx imports them: the one stylesheet's order is the same
// in every chunk group (gatsby-browser.tsx).
import { MdxLink } from "../mdx/MdxLink";
import { Tabs, TabItem } from "../mdx/Tabs";
import { ApiCode } from "../ApiCode";
import { CopyButton } from "../CopyButton";
import { SectionHeading } from "./heading";
// After the heading, as on the template (index.tsx), where the disclosures' stylesheet follows it.
import { RequestChecker } from "../RequestChecker";
import { TryIt } from "../TryIt";
import { RichText } from "../RichText";
import { FieldTable } from "../FieldTable";
import { ResponseExamples } from "../ResponseExamples";
import { samplesGroup } from "./samples";
import * as styles from "./styles.module.css";
// After this component's own styles, as on the template, where the catalog imports it.
import { retryClass, retryLabel } from "../RetryAdvice";

/**
 * The parts of an operation's reference that hydrate when the reader nears them (the field
 * tables, the examples and the response codes) or reaches for them (Try it and the request
 * checker, whose consoles are chunks of their own, loaded on the first open). A chunk of its own in
 * the browser (index.tsx renders each part with DeferredPart), so a first visit does not fetch
 * their code until one is needed.
 */

export interface PartProps {
  operation: OperationView;
}

/** The sections the operation has, which decide its parts' headings. */
const sectionsOf = (op: OperationView) => new Set(operationSections(op));

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

export function Request({ operation: op }: PartProps) {
  const sections = sectionsOf(op);
  return (
    <>
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
    </>
  );
}

export function RequestBody({ operation: op }: PartProps) {
  return (
    op.requestBody && (
      <>
        <SectionHeading section="requestBody" />
        {op.requestBody.description.length > 0 && <RichText nodes={op.requestBody.description} />}
        <FieldTable rows={op.requestBody.rows} caption="Request body fields" />
      </>
    )
  );
}

export function RequestExamples({ operation: op }: PartProps) {
  const sections = sectionsOf(op);
  return (
    sections.has("requestExamples") && (
      <>
        <SectionHeading section="requestExamples" />
        <Examples examples={op.requestExamples} />
      </>
    )
  );
}

export function Response({ operation: op }: PartProps) {
  const sections = sectionsOf(op);
  return (
    <>
      <SectionHeading section="response" />
      <p>
        {op.apiType === "notification" ? (
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
    </>
  );
}

export function ResponseExamplesPart({ operation: op }: PartProps) {
  const sections = sectionsOf(op);
  return (
    sections.has("responseExamples") && (
      <>
        <SectionHeading section="responseExamples" />
        <ResponseExamples examples={op.responseExamples} render={(e) => <Example example={e} />} />
      </>
    )
  );
}

export function ResponseCodesPart({ operation: op }: PartProps) {
  return (
    <>
      <SectionHeading section="responseCodes" />
      <ResponseCodes codes={op.responseCodes} />
    </>
  );
}

/** Try it's disclosure (src/components/TryIt). */
export function TryItPart({ operation }: PartProps) {
  return <TryIt operation={operation} />;
}

/** The request checker's disclosure (src/components/RequestChecker). */
export function RequestCheckerPart({ operation }: PartProps) {
  return <RequestChecker operation={operation} />;
}

/** The endpoint's button that copies the operation's path. */
export function CopyPath({ operation }: PartProps) {
  return <CopyButton text={operation.path} name="Copy path" copiedMessage="Path copied to the clipboard." />;
}

/** One code sample's block, in its language's tab. */
export { ApiCode as Sample };

/**
 * The operation's code samples, one tab per language, in the reader's language (remembered, or
 * `?lang=`). Each is a whole program, and the six made a third of the page's HTML: the server's
 * HTML holds the first language's only, and another renders when its tab is first chosen (lazy).
 */
export function Samples({ operation }: PartProps) {
  return (
    <Tabs groupId={samplesGroup} lazy>
      {operation.samples.map((s) => (
        <TabItem key={s.value} value={s.value} label={s.label}>
          <ApiCode code={s} />
        </TabItem>
      ))}
    </Tabs>
  );
}
