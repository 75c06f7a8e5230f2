import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../config";
import { createStorageSlot, storageKeys } from "../../lib/storage";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import * as styles from "./styles.module.css";

export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownProps {
  /** Accessible name of the button, e.g. "Docs version". */
  label: string;
  current: DropdownOption;
  options: DropdownOption[];
  onSelect?: (value: string) => void;
  /** Links listed after the options (the version menu's changelog and migration guide). */
  links?: { label: string; to: string }[];
}

/** A menu button (disclosure pattern): Enter/Space open it, Escape closes and returns focus. */
export function Dropdown({ label, current, options, onSelect, links = [] }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const id = usePrefixedId("dropdown");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent | FocusEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDoc);
    document.addEventListener("focusin", onDoc);
    return () => {
      document.removeEventListener("mousedown", onDoc);
      document.removeEventListener("focusin", onDoc);
    };
  }, [open]);
  return (
    <div
      className={styles.dropdown}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          // Consumed here: a surrounding dialog (the mobile drawer) must not close as well.
          e.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${label}: ${current.label}`}
        onClick={() => setOpen(!open)}
      >
        {current.label}
        <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true" focusable="false">
          <path d="M0 0l5 6 5-6z" fill="currentColor" />
        </svg>
      </button>
      <ul id={id} className={styles.menu} hidden={!open}>
        {options.map((o) => (
          <li key={o.value}>
            <button
              type="button"
              className={styles.option}
              aria-current={o.value === current.value ? "true" : undefined}
              onClick={() => {
                onSelect?.(o.value);
                setOpen(false);
                button.current?.focus();
              }}
            >
              {o.label}
            </button>
          </li>
        ))}
        {links.map((l, i) => (
          <li key={l.to} className={i === 0 ? styles.separated : undefined}>
            <Link to={l.to} className={styles.option} onClick={() => setOpen(false)}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Locale dropdown; the site is English only, so it shows the current locale. */
export function LocaleDropdown() {
  const { locales, defaultLocale } = siteConfig.i18n;
  const options = locales.map((l) => ({ value: l.code, label: l.label }));
  const current = options.find((o) => o.value === defaultLocale) ?? options[0];
  return <Dropdown label="Language" current={current} options={options} />;
}

const versionSlot = createStorageSlot(storageKeys.preferredVersion);

/** Docs-version dropdown with one version labelled Next; the choice is remembered. */
const versionOptions = siteConfig.versions.map((v) => ({ value: v.name, label: v.label }));

export function VersionDropdown() {
  const options = versionOptions;
  const [value, setValue] = useState(options[0].value);
  useEffect(() => {
    const stored = versionSlot.get();
    if (stored && versionOptions.some((o) => o.value === stored)) setValue(stored);
  }, []);
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <Dropdown
      label="Docs version"
      current={current}
      options={options}
      links={siteConfig.versionLinks}
      onSelect={(v) => {
        versionSlot.set(v);
        setValue(v);
      }}
    />
  );
}
