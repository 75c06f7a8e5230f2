import { EditorState, type Extension } from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { autocompletion, completionKeymap, type CompletionContext } from "@codemirror/autocomplete";
import { HighlightStyle, bracketMatching, syntaxHighlighting } from "@codemirror/language";
import { markdown } from "@codemirror/lang-markdown";
import { tags } from "@lezer/highlight";
import { inserterItems, type ComponentName } from "./insert";

/**
 * The body's code editor (CodeMirror 6): Markdown with the JSX tags of MDX highlighted (the
 * Markdown language parses them as HTML), line numbers counted from the body's first line as the
 * findings panel and the preview count them, find and replace (Ctrl/Cmd+F), soft wrap, and a `/`
 * command listing the writer components.
 *
 * Keyboard: Tab indents (CodeMirror's indentWithTab); Escape then Tab (or Shift+Tab) moves focus
 * out of the editor, and Ctrl+M (Shift+Alt+M on macOS) switches Tab between indenting and moving
 * focus, so the keyboard never stays trapped in the field.
 */

/** Colours as CSS variables, set for both colour modes by the editor's stylesheet (styles.ts). */
const highlight = HighlightStyle.define([
  { tag: tags.heading, color: "var(--cm-heading)", fontWeight: "bold" },
  { tag: [tags.tagName, tags.angleBracket], color: "var(--cm-tag)" },
  { tag: tags.attributeName, color: "var(--cm-attribute)" },
  { tag: [tags.attributeValue, tags.string], color: "var(--cm-string)" },
  { tag: [tags.link, tags.url], color: "var(--cm-link)" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: tags.strong, fontWeight: "bold" },
  { tag: tags.monospace, color: "var(--cm-code)" },
  {
    tag: [tags.processingInstruction, tags.meta, tags.contentSeparator, tags.list, tags.quote],
    color: "var(--cm-mark)",
  },
  { tag: tags.comment, color: "var(--cm-comment)" },
]);

const theme = EditorView.theme({
  "&": {
    color: "var(--cm-text)",
    backgroundColor: "var(--cm-background)",
    border: "1px solid var(--cm-border)",
    borderRadius: "4px",
    height: "70vh",
    fontSize: "14px",
  },
  "&.cm-focused": { outline: "2px solid var(--cm-focus)", outlineOffset: "1px" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.5" },
  ".cm-content": { caretColor: "var(--cm-text)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--cm-text)" },
  ".cm-gutters": {
    backgroundColor: "var(--cm-gutter)",
    color: "var(--cm-comment)",
    borderRight: "1px solid var(--cm-border)",
  },
  ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "var(--cm-active)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "var(--cm-selection) !important",
  },
  ".cm-searchMatch": { backgroundColor: "var(--cm-match)", outline: "1px solid var(--cm-mark)" },
  ".cm-panels": { backgroundColor: "var(--cm-gutter)", color: "var(--cm-text)" },
  ".cm-panels input, .cm-panels button": { color: "inherit" },
  ".cm-tooltip": {
    backgroundColor: "var(--cm-background)",
    color: "var(--cm-text)",
    border: "1px solid var(--cm-border)",
  },
  ".cm-tooltip-autocomplete ul li[aria-selected]": { backgroundColor: "var(--cm-selection)", color: "var(--cm-text)" },
});

/** The `/` command: typed at the start of a line (or after a space), it lists the components. */
function slashCommand(pick: (name: ComponentName) => void) {
  return (context: CompletionContext) => {
    const typed = context.matchBefore(/(?:^|\s)\/\w*$/);
    if (!typed) return null;
    const from = typed.from + typed.text.indexOf("/");
    return {
      from,
      filter: true,
      options: inserterItems.map((item) => ({
        label: `/${item.name}`,
        detail: item.about,
        apply: (view: EditorView, _c: unknown, start: number, end: number) => {
          view.dispatch({ changes: { from: start, to: end, insert: "" } });
          pick(item.name);
        },
      })),
    };
  };
}

export interface BodyEditorOptions {
  parent: HTMLElement;
  doc: string;
  /** The id Decap's label points to, and the field's accessible name. */
  id: string;
  label: string;
  onChange: (doc: string) => void;
  onFocusChange: (focused: boolean) => void;
  /** A component chosen with the `/` command: the inserter asks for its props. */
  onComponent: (name: ComponentName) => void;
}

export function bodyEditor(options: BodyEditorOptions): EditorView {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightActiveLine(),
    history(),
    drawSelection(),
    bracketMatching(),
    highlightSelectionMatches(),
    search({ top: true }),
    markdown(),
    syntaxHighlighting(highlight),
    autocompletion({ override: [slashCommand(options.onComponent)], icons: false }),
    keymap.of([...completionKeymap, ...searchKeymap, ...historyKeymap, ...defaultKeymap, indentWithTab]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ id: options.id, "aria-label": options.label }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
      if (update.focusChanged) options.onFocusChange(update.view.hasFocus);
    }),
    theme,
  ];
  return new EditorView({ parent: options.parent, state: EditorState.create({ doc: options.doc, extensions }) });
}

/**
 * Inserts a block of MDX at the cursor, on lines of its own with a blank line around it (MDX
 * parses a component's inner Markdown only then), and selects nothing: the cursor ends after it.
 */
export function insertBlock(view: EditorView, text: string): void {
  const { state } = view;
  const at = state.selection.main.head;
  const line = state.doc.lineAt(at);
  const pos = line.text.trim() ? line.to : line.from;
  const before =
    pos === 0 ? "" : line.text.trim() ? "\n\n" : state.doc.lineAt(Math.max(0, pos - 1)).text.trim() ? "\n" : "";
  const nextText = line.number < state.doc.lines ? state.doc.line(line.number + 1).text : "";
  const after = line.text.trim() || nextText.trim() ? "\n\n" : "\n";
  const insert = `${before}${text}${after}`;
  view.dispatch({
    changes: { from: pos, to: line.text.trim() ? pos : line.to, insert },
    selection: { anchor: pos + before.length + text.length },
    scrollIntoView: true,
  });
  view.focus();
}

/** Selects the first occurrence of `text` (from a search result) and scrolls to it. */
export function revealText(view: EditorView, text: string): boolean {
  const at = view.state.doc.toString().indexOf(text);
  if (at < 0) return false;
  view.dispatch({
    selection: { anchor: at, head: at + text.length },
    effects: EditorView.scrollIntoView(at, { y: "center" }),
  });
  return true;
}
