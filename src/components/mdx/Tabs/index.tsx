import React, { useEffect, useRef, useState } from "react";
import { useTabGroup } from "../../../hooks/useTabGroup";
import { usePrefixedId } from "../../../hooks/usePrefixedId";
import { initialTab, tabItems } from "../tab-items";
import * as styles from "./styles.module.css";

export { TabItem, type TabItemProps } from "../tab-items";

export interface TabsProps {
  /** Groups with the same id share the reader's choice across the site (e.g. "lang"). */
  groupId?: string;
  defaultValue?: string;
  /** Controlled use: the selected tab's value, and the callback a tab choice calls instead. */
  value?: string;
  onValueChange?: (value: string) => void;
  /**
   * A panel renders the first time its tab is chosen, and stays: the server's HTML holds the first
   * panel only. For panels too big to send every one of (an operation's samples, whole programs).
   */
  lazy?: boolean;
  children: React.ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; every panel is in the HTML, unless `lazy`. */
export function Tabs({ groupId, defaultValue, value, onValueChange, lazy = false, children }: TabsProps) {
  const items = tabItems(children);
  const values = items.map((i) => i.props.value);
  const [chosen, choose] = useTabGroup(groupId, values, initialTab(values, defaultValue));
  const selected = value !== undefined && values.includes(value) ? value : chosen;
  const select = onValueChange ?? choose;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (lazy) setShown((before) => (before.has(selected) ? before : new Set(before).add(selected)));
  }, [lazy, selected]);
  const base = usePrefixedId("tabs");
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: React.KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : -1;
    if (target < 0) return;
    e.preventDefault();
    select(values[target]);
    tabs.current[target]?.focus();
  };
  return (
    <div className={styles.tabs} data-tab-group={groupId}>
      <div role="tablist" className={styles.list} aria-orientation="horizontal">
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${i}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              data-value={item.props.value}
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          {(!lazy || item.props.value === selected || shown.has(item.props.value)) && item}
        </div>
      ))}
    </div>
  );
}
