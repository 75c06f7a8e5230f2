import React, { useState } from "react";
import type { CatalogGroup } from "../../lib/openapi/types";
import { catalogCodeAnchor } from "../../lib/openapi";
import { RichText } from "../RichText";
import { MdxLink } from "../mdx/MdxLink";
import { makeHeading } from "../mdx/Heading";
import { retryClass, retryLabel } from "../RetryAdvice";
import { LazyFallback } from "../LoadingPlaceholder";
import { useLazyModule } from "../../hooks/useLazyModule";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import * as styles from "./styles.module.css";

const H2 = makeHeading(2);

const columns = ["Code", "Message", "Meaning", "What to do", "Retry", "Returned by"] as const;

const loadFilter = () =>
  import(/* webpackChunkName: "catalog-filter" */ "../../lib/openapi/lazy").then((module) => ({
    run: module.filterCatalog,
  }));

export interface ResponseCodeCatalogProps {
  groups: CatalogGroup[];
}

/**
 * Every response code of the API (api/response-codes), by HTTP status, each row an anchor
 * (`#code-4017300`) linking the operations that return it. Six columns do not fit the article on
 * any screen, so each code is a block at every width (styles.module.css): code and message, then
 * meaning, what to do, retry and the operations, each named; screen readers keep the table's
 * headers. The filter's code is fetched when the reader first focuses or types in the box; every
 * row is in the HTML before that.
 */
export function ResponseCodeCatalog({ groups }: ResponseCodeCatalogProps) {
  const [query, setQuery] = useState("");
  const filterCode = useLazyModule(loadFilter);
  const filter = filterCode.module;
  const inputId = usePrefixedId("code-filter");
  const total = groups.reduce((n, g) => n + g.codes.length, 0);
  // A reader may type before the module arrives: filter as soon as it does.
  const shown = filter ? filter.run(groups, query) : null;
  const count = shown ? shown.size : total;
  const announced = shown ? `${count} of ${total} codes match` : "";

  return (
    <div className={styles.catalog}>
      <div className={styles.filter} role="search">
        <label htmlFor={inputId}>Filter codes</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder="4017300, 401, invalid token, Create Order…"
          autoComplete="off"
          spellCheck={false}
          onFocus={filterCode.load}
          onPointerEnter={filterCode.load}
          onChange={(e) => {
            filterCode.load();
            setQuery(e.currentTarget.value);
          }}
        />
        <span className={styles.count} aria-live="polite">
          {announced}
        </span>
      </div>
      {query && (
        <LazyFallback
          state={filterCode.state}
          label="Loading the filter"
          what="The filter"
          onRetry={filterCode.retry}
        />
      )}
      {shown && shown.size === 0 && <p className={styles.none}>No code matches “{query}”.</p>}
      {groups.map((g) => {
        const visible = shown ? g.codes.filter((c) => shown.has(c.code)) : g.codes;
        return (
          <section key={g.id} hidden={visible.length === 0} aria-labelledby={g.id}>
            <H2 id={g.id}>{g.title}</H2>
            <table className={styles.codes}>
              <caption className="visually-hidden">Response codes, {g.title}</caption>
              <thead className="visually-hidden">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {g.codes.map((c) => (
                  <tr key={c.code} id={catalogCodeAnchor(c.code)} hidden={shown ? !shown.has(c.code) : undefined}>
                    <th scope="row">
                      <a href={`#${catalogCodeAnchor(c.code)}`} className={styles.anchor}>
                        <code>{c.code}</code>
                      </a>
                      <span className={styles.parts}>
                        HTTP {c.status} · service {c.serviceCode} · case {c.caseCode}
                      </span>
                    </th>
                    <td className={styles.message}>{c.message}</td>
                    <td data-label={columns[2]}>
                      <RichText nodes={c.meaning} />
                    </td>
                    <td data-label={columns[3]}>
                      <RichText nodes={c.action} />
                    </td>
                    <td data-label={columns[4]} className={retryClass[c.retry]}>
                      {retryLabel[c.retry]}
                    </td>
                    <td data-label={columns[5]}>
                      {c.operations.map((o, i) => (
                        <React.Fragment key={o.route}>
                          {i > 0 && ", "}
                          <MdxLink href={o.route}>{o.summary}</MdxLink>
                        </React.Fragment>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
