import React from "react";
import { withPrefix } from "gatsby";
import * as styles from "./styles.module.css";

/** Navbar search. Without JavaScript it submits to the search page; the search issue enhances it. */
export function SearchBox() {
  return (
    <form className={styles.form} role="search" action={withPrefix("/search/")} method="get">
      <input className={styles.input} type="search" name="q" placeholder="Search" aria-label="Search the docs" autoComplete="off" />
    </form>
  );
}
