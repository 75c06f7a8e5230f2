import React, { useEffect, useRef, useState } from "react";
import type { CmsWidgetControlProps } from "decap-cms-core";
import type { EditorView } from "@codemirror/view";
import { openSearchPanel } from "@codemirror/search";
import { bodyEditor, insertBlock, revealText } from "./codemirror";
import { addEditorStyles } from "./styles";
import { Inserter, InserterMenu } from "./inserter";
import type { ComponentName } from "./insert";

/**
 * The body field (Decap custom widget `mdx`): the MDX text in a code editor, with a toolbar that
 * inserts the writer components and opens find and replace. Decap keeps the value; the editor
 * keeps the text, and tells Decap of each change.
 */

type Props = CmsWidgetControlProps<string> & { setActiveStyle?: () => void; setInactiveStyle?: () => void };

/** How long typing pauses before Decap (and so the preview) hears of the text. */
const typingPause = 200;

/** `?find=<text>` on an editor's address (a body search result): the text to select. */
export function findParam(hash: string): string | null {
  const query = hash.indexOf("?");
  return query < 0 ? null : new URLSearchParams(hash.slice(query + 1)).get("find");
}

export function BodyControl(props: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  /** The last text the editor gave Decap: a value that differs came from elsewhere (a reset). */
  const sent = useRef(props.value ?? "");
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [form, setForm] = useState<ComponentName | null>(null);
  /**
   * Decap hears of the text when typing pauses, or at once when the editor loses focus (Publish
   * is a click elsewhere): each change it hears redraws its whole form and the preview, which on
   * a long guide would hold every key.
   */
  const pending = useRef<number | null>(null);
  const flush = () => {
    if (pending.current === null) return;
    window.clearTimeout(pending.current);
    pending.current = null;
    latest.current.onChange(sent.current);
  };

  useEffect(() => {
    addEditorStyles();
    if (!host.current) return undefined;
    const editor = bodyEditor({
      parent: host.current,
      doc: sent.current,
      id: props.forID,
      label: "Body (MDX)",
      onChange: (doc) => {
        sent.current = doc;
        if (pending.current !== null) window.clearTimeout(pending.current);
        pending.current = window.setTimeout(flush, typingPause);
      },
      onFocusChange: (focused) => {
        if (focused) return latest.current.setActiveStyle?.();
        flush();
        latest.current.setInactiveStyle?.();
      },
      onComponent: setForm,
    });
    view.current = editor;
    const find = findParam(window.location.hash);
    if (find && revealText(editor, find)) editor.focus();
    return () => {
      flush();
      view.current = null;
      editor.destroy();
    };
    // The editor is made once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const value = props.value ?? "";
    const editor = view.current;
    if (!editor || value === sent.current) return;
    sent.current = value;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [props.value]);

  const close = () => {
    setForm(null);
    view.current?.focus();
  };
  return (
    <div className={`${props.classNameWrapper} saku-body`}>
      <div className="saku-toolbar" role="toolbar" aria-label="Editor tools">
        <InserterMenu onPick={setForm} />
        <button type="button" onClick={() => view.current && openSearchPanel(view.current)}>
          Find and replace
        </button>
        <span className="saku-keys">
          Type / for a component · Ctrl+F find · Tab indents; Esc then Tab leaves the editor
        </span>
      </div>
      {form ? (
        <Inserter
          key={form}
          name={form}
          onCancel={close}
          onInsert={(text) => {
            setForm(null);
            if (view.current) insertBlock(view.current, text);
          }}
        />
      ) : null}
      <div ref={host} />
    </div>
  );
}
