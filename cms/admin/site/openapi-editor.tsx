import React, { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import type { OperationView } from "../../../src/lib/openapi/types";
import type { OperationEdit, OperationText } from "../../../src/node/openapi";
import { Preview, type PreviewData } from "./preview";
import * as styles from "./openapi-editor.module.css";

/**
 * The API reference text editor: one operation of the OpenAPI document at a time (chosen in a
 * list, kept in the address's #hash), its summary, description, rules and examples in a form, and
 * beside it the operation's API page as the site renders it (the CMS preview, with the operation
 * view the CMS server computes from the edited document with the build's page data). Publish
 * sends the edit to the server, which checks it with the build's checks and commits it, or
 * refuses it with findings (listed by the panel).
 */

const api = "/cms/openapi/operations";
const documentFile = "content/openapi/merchant-api-v2.yaml";

interface Listed {
  operationId: string;
  title: string;
}

interface Loaded {
  text: OperationText;
  page: Omit<PreviewData, "operationId" | "operation">;
  view: OperationView | null;
}

/** A save's or preview's answer, for the findings panel. */
export type OnAnswer = (file: string, response: Response) => Promise<void>;

const post = (url: string, edit: OperationEdit) =>
  fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ edit }),
  });

/** The form's values as an edit: every field, the examples by key. */
function editOf(text: OperationText): OperationEdit {
  return {
    summary: text.summary,
    description: text.description,
    rules: text.rules,
    examples: Object.fromEntries(text.examples.map((e) => [e.key, e.json])),
  };
}

function Editor({ onAnswer }: { onAnswer: OnAnswer }) {
  const [list, setList] = useState<Listed[]>([]);
  const [id, setId] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [text, setText] = useState<OperationText | null>(null);
  const [view, setView] = useState<OperationView | null>(null);
  const [status, setStatus] = useState("");

  useEffect(() => {
    void fetch(api, { credentials: "same-origin" })
      .then((r) => r.json() as Promise<Listed[]>)
      .then(setList);
    const onHash = () => setId(decodeURIComponent(window.location.hash.slice(1)));
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  useEffect(() => {
    if (!id) return;
    setLoaded(null);
    setStatus(`Loading ${id}…`);
    void fetch(`${api}/${encodeURIComponent(id)}`, { credentials: "same-origin" }).then(async (r) => {
      if (!r.ok) return setStatus(((await r.json()) as { error: string }).error);
      const data = (await r.json()) as Loaded;
      setLoaded(data);
      setText(data.text);
      setView(data.view);
      setStatus("");
    });
  }, [id]);

  // The preview follows the form, once typing pauses (the server renders the operation's view).
  useEffect(() => {
    if (!text || !loaded || text === loaded.text) return undefined;
    const timer = setTimeout(() => {
      void post(`${api}/${encodeURIComponent(text.operationId)}/preview`, editOf(text)).then(async (r) => {
        if (r.ok) setView(((await r.json()) as { view: OperationView | null }).view);
        else await onAnswer(documentFile, r);
      });
    }, 400);
    return () => clearTimeout(timer);
  }, [text, loaded, onAnswer]);

  const publish = async () => {
    if (!text) return;
    setStatus("Checking with the build's checks…");
    const response = await post(`${api}/${encodeURIComponent(text.operationId)}`, editOf(text));
    await onAnswer(documentFile, response);
    const answer = (await response.json()) as { message?: string; error?: string; view?: OperationView | null };
    if (response.ok && answer.view !== undefined) setView(answer.view);
    setStatus(response.ok ? (answer.message ?? "Saved.") : "Not saved: the findings are listed at the lower right.");
  };

  const set = (patch: Partial<OperationText>) => setText((t) => (t ? { ...t, ...patch } : t));
  const previewData: PreviewData | null =
    loaded && text ? { ...loaded.page, operationId: text.operationId, operation: view } : null;

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        aria-label="API reference text"
        onSubmit={(e) => {
          e.preventDefault();
          void publish();
        }}
      >
        <label>
          Operation
          <select value={id} onChange={(e) => (window.location.hash = encodeURIComponent(e.target.value))}>
            <option value="">Choose an operation…</option>
            {list.map((o) => (
              <option key={o.operationId} value={o.operationId}>
                {o.title} ({o.operationId})
              </option>
            ))}
          </select>
        </label>
        {text ? (
          <>
            <p className={styles.status}>
              <code>
                {text.method} {text.path}
              </code>
            </p>
            <label>
              Summary
              <input value={text.summary} onChange={(e) => set({ summary: e.target.value })} />
            </label>
            <label>
              Description
              <textarea rows={12} value={text.description} onChange={(e) => set({ description: e.target.value })} />
            </label>
            {text.rules.map((rule, i) => (
              <label key={`rule-${i}`}>
                Rule {i + 1}
                <textarea
                  rows={3}
                  value={rule}
                  onChange={(e) => set({ rules: text.rules.map((r, j) => (j === i ? e.target.value : r)) })}
                />
              </label>
            ))}
            <div className={styles.row}>
              <button type="button" onClick={() => set({ rules: [...text.rules, ""] })}>
                Add a rule
              </button>
              {text.rules.length ? (
                <button type="button" onClick={() => set({ rules: text.rules.slice(0, -1) })}>
                  Remove the last rule
                </button>
              ) : null}
            </div>
            {text.examples.map((example) => (
              <label key={example.key}>
                Example {example.key}
                <textarea
                  rows={8}
                  spellCheck={false}
                  value={example.json}
                  onChange={(e) =>
                    set({
                      examples: text.examples.map((x) => (x.key === example.key ? { ...x, json: e.target.value } : x)),
                    })
                  }
                />
              </label>
            ))}
            <div className={styles.row}>
              <button type="submit">Publish</button>
              <p className={styles.status} role="status">
                {status}
              </p>
            </div>
          </>
        ) : (
          <p className={styles.status} role="status">
            {status}
          </p>
        )}
      </form>
      {previewData ? (
        <div className={styles.preview} role="region" aria-label="Preview">
          <Preview data={previewData} />
        </div>
      ) : null}
    </div>
  );
}

/** Renders the editor into `element`; `onAnswer` gets each save's and preview's answer. */
export function mountOpenApiEditor(element: HTMLElement, onAnswer: OnAnswer): void {
  const host = document.createElement("div");
  element.append(host);
  createRoot(host).render(<Editor onAnswer={onAnswer} />);
}
