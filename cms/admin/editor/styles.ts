/**
 * The editor's, the inserter's and the counter's styles, in the admin page (Decap's own UI has no
 * stylesheet of ours: admin.css styles only the preview frame). Colours are CSS variables with a
 * light and a dark set, following the writer's system colour mode; each pair keeps text at a
 * contrast of at least 4.5:1 on its background.
 */
const css = `
:root {
  --cm-text: #1f2328; --cm-background: #ffffff; --cm-gutter: #f6f8fa; --cm-border: #c9ced6;
  --cm-active: #f2f5f9; --cm-selection: #cfe3ff; --cm-match: #fff2a8; --cm-focus: #2f6feb;
  --cm-heading: #0b4f9c; --cm-tag: #116329; --cm-attribute: #8a3c00; --cm-string: #0a3069;
  --cm-link: #0550ae; --cm-code: #6f2da8; --cm-mark: #57606a; --cm-comment: #57606a;
  --cm-ok: #116329; --cm-bad: #b3261e;
}
@media (prefers-color-scheme: dark) {
  :root {
    --cm-text: #e6edf3; --cm-background: #0d1117; --cm-gutter: #161b22; --cm-border: #3d444d;
    --cm-active: #1b2130; --cm-selection: #264f78; --cm-match: #5a4a00; --cm-focus: #4c8dff;
    --cm-heading: #79c0ff; --cm-tag: #7ee787; --cm-attribute: #ffa657; --cm-string: #a5d6ff;
    --cm-link: #58a6ff; --cm-code: #d2a8ff; --cm-mark: #9198a1; --cm-comment: #9198a1;
    --cm-ok: #7ee787; --cm-bad: #ff7b72;
  }
}
.saku-body { color: var(--cm-text); }
.saku-toolbar { display: flex; gap: 8px; align-items: center; margin: 0 0 6px; flex-wrap: wrap; font-size: 13px; }
.saku-toolbar button, .saku-inserter button { font: inherit; padding: 4px 10px; border: 1px solid var(--cm-border); border-radius: 4px; background: var(--cm-gutter); color: var(--cm-text); cursor: pointer; }
.saku-toolbar button:focus-visible, .saku-inserter :focus-visible, .saku-menu [role="menuitem"]:focus { outline: 2px solid var(--cm-focus); outline-offset: 1px; }
.saku-keys { color: var(--cm-comment); }
.saku-menu-wrap { position: relative; }
.saku-menu { position: absolute; z-index: 300; top: 100%; left: 0; margin: 4px 0 0; padding: 4px 0; list-style: none; min-width: 340px; max-height: 50vh; overflow: auto; background: var(--cm-background); color: var(--cm-text); border: 1px solid var(--cm-border); border-radius: 4px; box-shadow: 0 4px 16px rgb(0 0 0 / 20%); }
.saku-menu [role="menuitem"] { display: block; padding: 6px 12px; cursor: pointer; }
.saku-menu [role="menuitem"]:hover, .saku-menu [role="menuitem"]:focus { background: var(--cm-active); }
.saku-menu small { display: block; color: var(--cm-comment); }
.saku-inserter { margin: 0 0 8px; padding: 10px 12px; border: 1px solid var(--cm-border); border-radius: 4px; background: var(--cm-gutter); color: var(--cm-text); font-size: 13px; }
.saku-inserter h3 { margin: 0 0 8px; font-size: 14px; }
.saku-inserter .saku-field { margin: 0 0 8px; }
.saku-inserter label { display: block; font-weight: 600; }
.saku-inserter small { display: block; color: var(--cm-comment); }
.saku-inserter input, .saku-inserter textarea, .saku-inserter select { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: 4px 6px; color: var(--cm-text); background: var(--cm-background); border: 1px solid var(--cm-border); border-radius: 4px; }
.saku-inserter .saku-actions { display: flex; gap: 8px; }
.saku-search { position: fixed; z-index: 250; top: 120px; right: 16px; width: min(420px, 40vw); max-height: calc(100vh - 160px); overflow: auto; padding: 10px 14px; background: var(--cm-background); color: var(--cm-text); border: 1px solid var(--cm-border); border-radius: 6px; box-shadow: 0 4px 16px rgb(0 0 0 / 15%); font-size: 13px; }
.saku-search h2 { margin: 0 0 8px; font-size: 15px; }
.saku-search ul { margin: 0; padding: 0; list-style: none; }
.saku-search li { margin: 0 0 10px; }
.saku-search a { color: var(--cm-link); font-weight: 600; }
.saku-search small { color: var(--cm-comment); }
.saku-search code { display: block; margin-top: 2px; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; color: var(--cm-code); }
.saku-counter { display: block; margin-top: 4px; font-size: 12px; color: var(--cm-ok); }
.saku-counter[data-out] { color: var(--cm-bad); }
`;

let added = false;
export function addEditorStyles(): void {
  if (added) return;
  added = true;
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
}
