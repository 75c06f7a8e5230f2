import React, { useEffect, useRef, useState } from "react";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import type { ExampleView } from "../../lib/openapi/types";
import { groupExamples, outcomeLabels } from "../../lib/openapi";
import { Tabs, TabItem } from "../mdx/Tabs";
import * as styles from "./styles.module.css";

export interface ResponseExamplesProps {
  examples: ExampleView[];
  /** Renders one example (its note and code). */
  render: (example: ExampleView) => React.ReactNode;
}

interface GroupProps extends ResponseExamplesProps {
  /** The id of the example shown. */
  selected: string;
  onSelect: (id: string) => void;
}

/** One outcome's examples: a compact select when there are several; every example stays in the HTML. */
function Group({ examples, render, selected, onSelect }: GroupProps) {
  const selectId = usePrefixedId("response-example");
  return (
    <>
      {examples.length > 1 && (
        <div className={styles.picker}>
          <label htmlFor={selectId}>Example</label>
          <select id={selectId} value={selected} onChange={(e) => onSelect(e.currentTarget.value)}>
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
  const [outcome, setOutcome] = useState<string>(groups[0].outcome);
  // The example shown in each outcome's group; the first one until the reader picks another.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const scrollTo = useRef<string | null>(null);
  // A link to one example (`#response-example-400-…`) opens its outcome's tab and selects it.
  // Hidden until then, the browser could not scroll to it, so the page scrolls once it shows.
  useEffect(() => {
    const pick = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const group = groupExamples(examples).find((g) => g.examples.some((e) => e.id === id));
      if (!group) return;
      scrollTo.current = id;
      setOutcome(group.outcome);
      setPicked((p) => ({ ...p, [group.outcome]: id }));
    };
    pick();
    window.addEventListener("hashchange", pick);
    return () => window.removeEventListener("hashchange", pick);
  }, [examples]);
  useEffect(() => {
    const target = scrollTo.current ? document.getElementById(scrollTo.current) : null;
    // On mount this runs right after the pick above, before its tab is open: wait for that render.
    if (!target || target.closest("[hidden]")) return;
    target.scrollIntoView();
    scrollTo.current = null;
  }, [outcome, picked]);
  const group = (g: (typeof groups)[number]) => (
    <Group
      examples={g.examples}
      render={render}
      selected={picked[g.outcome] ?? g.examples[0].id}
      onSelect={(id) => setPicked((p) => ({ ...p, [g.outcome]: id }))}
    />
  );
  if (groups.length === 1) return group(groups[0]);
  return (
    <Tabs value={outcome} onValueChange={setOutcome}>
      {groups.map((g) => (
        <TabItem key={g.outcome} value={g.outcome} label={`${outcomeLabels[g.outcome]} (${g.examples.length})`}>
          {group(g)}
        </TabItem>
      ))}
    </Tabs>
  );
}
