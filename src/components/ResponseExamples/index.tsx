import React, { useEffect, useState } from "react";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import type { ExampleView } from "../../lib/openapi/types";
import { groupExamples, outcomeLabels } from "../../lib/openapi/example-groups";
import { Tabs, TabItem } from "../mdx/Tabs";
import * as styles from "./styles.module.css";

export interface ResponseExamplesProps {
  examples: ExampleView[];
  /** Renders one example (its note and code). */
  render: (example: ExampleView) => React.ReactNode;
}

/** One outcome's examples: a compact select when there are several; every example stays in the HTML. */
function Group({ examples, render }: ResponseExamplesProps) {
  const [selected, setSelected] = useState(examples[0].id);
  const selectId = usePrefixedId("response-example");
  // A link to one example (`#response-example-400-…`) selects it.
  useEffect(() => {
    const pick = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (examples.some((e) => e.id === id)) setSelected(id);
    };
    pick();
    window.addEventListener("hashchange", pick);
    return () => window.removeEventListener("hashchange", pick);
  }, [examples]);
  return (
    <>
      {examples.length > 1 && (
        <div className={styles.picker}>
          <label htmlFor={selectId}>Example</label>
          <select id={selectId} value={selected} onChange={(e) => setSelected(e.currentTarget.value)}>
            {examples.map((e) => (
              <option key={e.id} value={e.id}>
                {e.status} · {e.summary}
              </option>
            ))}
          </select>
        </div>
      )}
      {examples.map((e) => (
        <div key={e.id} id={e.id} hidden={e.id !== selected} className={styles.example}>
          {render(e)}
        </div>
      ))}
    </>
  );
}

/**
 * Response examples grouped by outcome (success, client errors, server errors) as three tabs, each
 * with a select of its examples, the success example open: a page with 17 examples stays one
 * short block instead of a wall of tabs.
 */
export function ResponseExamples({ examples, render }: ResponseExamplesProps) {
  const groups = groupExamples(examples);
  if (groups.length === 1) return <Group examples={groups[0].examples} render={render} />;
  return (
    <Tabs>
      {groups.map((g) => (
        <TabItem key={g.outcome} value={g.outcome} label={`${outcomeLabels[g.outcome]} (${g.examples.length})`}>
          <Group examples={g.examples} render={render} />
        </TabItem>
      ))}
    </Tabs>
  );
}
