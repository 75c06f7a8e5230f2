import React, { useState } from "react";
import { withPrefix } from "gatsby";
import { useLazyModule } from "../../hooks/useLazyModule";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import { searchInputAttributes, type SearchBoxProps } from "./status";
import * as styles from "./styles.module.css";

export { searchStatusOf, type SearchBoxProps, type SearchStatus } from "./status";

const loadCombobox = () => import(/* webpackChunkName: "search-box" */ "./Combobox");

/**
 * Navbar search. Without JavaScript it is a form that opens the search page, and the first load
 * carries no more than that: the combobox (suggestions, keys, recent searches; Combobox.tsx) is a
 * chunk loaded on the reader's first hover, focus or key in the box, and takes the box's place
 * with what was typed meanwhile and the focus. If that chunk fails, the box stays a plain form and
 * the next hover or focus tries again.
 */
export function SearchBox({ context }: SearchBoxProps) {
  const code = useLazyModule(loadCombobox);
  const [query, setQuery] = useState("");
  const [focused, setFocused] = useState(false);
  const id = usePrefixedId("search");
  const Combobox = code.module?.SearchCombobox;
  if (Combobox) return <Combobox context={context} initialQuery={query} focused={focused} />;
  return (
    <form
      className={styles.form}
      role="search"
      data-state="idle"
      action={withPrefix("/search/")}
      method="get"
      onPointerEnter={code.load}
      onSubmit={(e) => {
        // Enter before the combobox is here: the search page, in the app, as the combobox opens it,
        // once its code is here (the key press asked for it); the plain form's if it cannot load.
        e.preventDefault();
        const trimmed = query.trim();
        if (!trimmed) return;
        const form = e.currentTarget;
        loadCombobox().then(
          ({ openSearchPage }) => openSearchPage(trimmed),
          () => form.submit(),
        );
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the docs
      </label>
      <input
        id={`${id}-input`}
        {...searchInputAttributes}
        role="combobox"
        // No list until the combobox is here (it controls the list it shows, as here: none while closed).
        aria-expanded={false}
        aria-controls={undefined}
        value={query}
        onFocus={() => {
          setFocused(true);
          code.load();
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={code.load}
        onChange={(e) => setQuery(e.target.value)}
      />
    </form>
  );
}
