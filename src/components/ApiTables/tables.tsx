import React from "react";
import { withPrefix } from "gatsby";
import type { OperationSummary, SpecDownload } from "../../lib/openapi/types";
import { apiSections, downloadsAnchor, statusGroups } from "../../lib/openapi";
import { RichText } from "../RichText";
// Before the badges, as on the pages that import the MDX components first: the one stylesheet's
// order is the same in every chunk group (gatsby-browser.tsx).
import { makeHeading } from "../mdx/Heading";
import { MethodBadge } from "../MethodBadge";
import { LifecycleBadge } from "../LifecycleBadge";
import { MdxLink } from "../mdx/MdxLink";
import { Breakable } from "../Breakable";
import * as styles from "./styles.module.css";

const H2 = makeHeading(2);
const H3 = makeHeading(3);

function Endpoint({ op }: { op: OperationSummary }) {
  return (
    <span className={styles.endpoint}>
      <MethodBadge method={op.method} />{" "}
      <code>
        <Breakable text={op.path} />
      </code>
    </span>
  );
}

/**
 * A table of the overview pages in its keyboard-scrollable wrapper. It stacks where its columns no
 * longer fit (`data-stack`, global.css): one block per row, each cell after the first named by its column.
 */
function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  /** Column headings; each body cell after the first carries its own as `data-label`. */
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label={label}>
      <table className={styles.table} data-stack="">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

const operationColumns = ["API", "Service code", "What it does"] as const;
const statusColumns = ["Operation", "Status", "Sandbox", "Production", "Since"] as const;

function OperationName({ op }: { op: OperationSummary }) {
  return (
    <>
      <MdxLink href={op.route}>{op.summary}</MdxLink>
      {op.direction === "saku-to-merchant" && <span className={styles.note}> (notification to you)</span>}
      <Endpoint op={op} />
    </>
  );
}

function OperationTable({ operations, label }: { operations: OperationSummary[]; label: string }) {
  return (
    <ScrollTable label={label} columns={operationColumns}>
      <tbody>
        {operations.map((op) => (
          <tr key={op.operationId}>
            <th scope="row" className={styles.operation}>
              <OperationName op={op} />
            </th>
            <td data-label={operationColumns[1]}>
              <code>
                <Breakable text={op.serviceCode} />
              </code>
            </td>
            <td data-label={operationColumns[2]}>
              <RichText nodes={op.purpose} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export interface ProductApiTablesProps {
  mandatory: OperationSummary[];
  optional: OperationSummary[];
}

/** A product overview's API tables (CONTENT.md), generated from `x-requirement`. */
export function ProductApiTables({ mandatory, optional }: ProductApiTablesProps) {
  return (
    <>
      {mandatory.length > 0 && (
        <>
          <H2 id={apiSections.mandatory.id}>{apiSections.mandatory.value}</H2>
          <p>Every integration of this product calls or implements these.</p>
          <OperationTable operations={mandatory} label="Mandatory APIs" />
        </>
      )}
      {optional.length > 0 && (
        <>
          <H2 id={apiSections.optional.id}>{apiSections.optional.value}</H2>
          <p>Use these where your flow needs them.</p>
          <OperationTable operations={optional} label="Optional APIs" />
        </>
      )}
    </>
  );
}

function Availability({ available }: { available: boolean }) {
  return (
    <span className={available ? styles.available : styles.unavailable}>
      {available ? "Available" : "Not available"}
    </span>
  );
}

/** api-status: every operation with its lifecycle and availability, from `x-lifecycle`, by product. */
export function ApiStatusTable({ operations }: { operations: OperationSummary[] }) {
  return (
    <>
      <H2 id={apiSections.status.id}>{apiSections.status.value}</H2>
      {statusGroups(operations).map((group) => (
        <React.Fragment key={group.id}>
          <H3 id={group.id}>{group.product}</H3>
          <ScrollTable label={`Status of the ${group.product} operations`} columns={statusColumns}>
            <tbody>
              {group.operations.map((op) => (
                <tr key={op.operationId} id={`status-${op.operationId}`}>
                  <th scope="row" className={styles.operation}>
                    <OperationName op={op} />
                  </th>
                  <td data-label={statusColumns[1]}>
                    <LifecycleBadge status={op.lifecycle.status} />
                  </td>
                  <td data-label={statusColumns[2]}>
                    <Availability available={op.lifecycle.sandbox} />
                  </td>
                  <td data-label={statusColumns[3]}>
                    <Availability available={op.lifecycle.production} />
                  </td>
                  <td data-label={statusColumns[4]} className={styles.nowrap}>
                    {op.lifecycle.since}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </React.Fragment>
      ))}
    </>
  );
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Links to the OpenAPI document (API overview page). */
export function SpecDownloads({ version, downloads }: { version: string; downloads: SpecDownload[] }) {
  return (
    <div className={styles.downloads} id={downloadsAnchor}>
      <p className={styles.downloadsTitle}>OpenAPI 3.1 document, API version {version}</p>
      <ul>
        {downloads.map((d) => (
          <li key={d.format}>
            <a href={withPrefix(d.path)} download className={styles.download}>
              Download {d.format}
            </a>{" "}
            <span className={styles.size}>
              {d.path.split("/").pop()}, {size(d.bytes)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
