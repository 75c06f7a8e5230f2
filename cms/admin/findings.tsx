import React, { useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import type { Finding } from "../node/findings";

/**
 * The findings panel beside the editor. Decap shows a refused save in a toast that is gone after
 * 8 seconds; the CMS server answers a refusal with its findings (cms/node/findings.ts), and this
 * panel lists every one of them (file, body line, message, fix) until it is fixed (a later save
 * of that file goes through) or dismissed. It reads the saves' answers as they pass, by wrapping
 * the page's fetch, which Decap's proxy backend calls for each request.
 */

interface Shown extends Finding {
  id: number;
  /** The files of the save that was refused: a successful save of one of them clears it. */
  saved: string[];
  /** What it means: a save refused, a draft Publish would refuse, a Publish refused. */
  heading: string;
}

/**
 * The requests whose answers the panel reads: the writes, and the editorial workflow's draft
 * opened and Publish. A draft is saved even when Publish would refuse it: its answer (as a
 * draft's, opened in the editor) lists the findings Publish would refuse it for.
 */
const watched = new Set([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "unpublishedEntry",
  "publishUnpublishedEntry",
]);

let shown: Shown[] = [];
/** Where the CMS server takes writes (set by watchSaves). */
let proxyPath = "/api/v1";
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: Shown[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** The findings the panel lists now. */
export const currentFindings = (): readonly Finding[] => shown;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface SaveParams {
  entry?: { path: string; newPath?: string };
  dataFiles?: { path: string; newPath?: string }[];
  asset?: { path: string };
  path?: string;
  paths?: string[];
}

/** The repository paths a write request names. */
export function savedFiles(params: SaveParams): string[] {
  const entries = params.dataFiles ?? (params.entry ? [params.entry] : []);
  return [
    ...entries.flatMap((e) => [e.path, ...(e.newPath ? [e.newPath] : [])]),
    ...(params.asset ? [params.asset.path] : []),
    ...(params.path ? [params.path] : []),
    ...(params.paths ?? []),
  ];
}

/**
 * Records what an answer means for the panel: a refusal's findings, a save that clears them, or
 * a draft's findings (an answer that names the files it checked, `checkedFiles`).
 */
export async function recordSave(params: SaveParams, response: Response, action = "persistEntry"): Promise<void> {
  let answer: { error?: string; findings?: Finding[]; checkedFiles?: string[] } = {};
  try {
    answer = (await response.clone().json()) as typeof answer;
  } catch {
    answer = {};
  }
  const files = [...savedFiles(params), ...(answer.checkedFiles ?? [])];
  const others = shown.filter((f) => !f.saved.some((file) => files.includes(file)));
  if (response.ok) {
    const draft = answer.findings ?? [];
    if (others.length !== shown.length || draft.length)
      update([
        ...others,
        ...draft.map((f) => ({
          ...f,
          id: nextId++,
          saved: files,
          heading: "Saved as a draft; Publish would refuse it",
        })),
      ]);
    return;
  }
  const findings = answer.findings?.length
    ? answer.findings
    : [{ file: files[0] ?? null, line: null, message: answer.error ?? `HTTP ${response.status}`, fix: "" }];
  const heading = action === "publishUnpublishedEntry" ? "Not published" : "Not saved";
  // A Publish names no files: its findings clear when their file is saved.
  const saved = (f: Finding) => (files.length ? files : f.file ? [f.file] : []);
  update([...others, ...findings.map((f) => ({ ...f, id: nextId++, saved: saved(f), heading }))]);
}

/** Wraps the page's fetch so each answer to a write on the CMS server (`proxyPath`) reaches the panel. */
export function watchSaves(path: string): void {
  proxyPath = path;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.pathname !== proxyPath || init?.method !== "POST" || typeof init.body !== "string") return response;
    const body = JSON.parse(init.body) as { action?: string; params?: SaveParams };
    // A draft opened counts only when found (a page without a draft answers 404).
    if (body.action === "unpublishedEntry" && !response.ok) return response;
    if (body.action && watched.has(body.action)) await recordSave(body.params ?? {}, response, body.action);
    return response;
  };
}

/** Does what a finding offers (its request, through the watched fetch); on success, goes where it says. */
async function accept(offer: NonNullable<Finding["offer"]>): Promise<void> {
  const response = await window.fetch(proxyPath, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(offer.request),
  });
  if (!response.ok) return;
  // Decap's lists are read when a page loads: show the collection as it is now.
  window.location.hash = offer.then;
  window.location.reload();
}

function Panel() {
  const list = useSyncExternalStore(subscribe, () => shown);
  if (!list.length) return null;
  const dismiss = (id?: number) => update(id === undefined ? [] : shown.filter((f) => f.id !== id));
  const heading = list.every((f) => f.heading === list[0].heading) ? list[0].heading : "Not saved";
  return (
    <aside className="cms-findings" aria-label={`${heading}: findings`}>
      <header>
        <h2>
          {heading}: {list.length} {list.length === 1 ? "finding" : "findings"}
        </h2>
        <button type="button" onClick={() => dismiss()}>
          Dismiss all
        </button>
      </header>
      <ol>
        {list.map((f) => (
          <li key={f.id}>
            <p className="cms-findings-where">
              {f.file ?? "This save"}
              {f.line ? `, body line ${f.line}` : ""}
            </p>
            {f.line && f.text !== undefined ? (
              <code className="cms-findings-text">
                {f.line} | {f.text}
              </code>
            ) : null}
            <p className="cms-findings-message">{f.message}</p>
            {f.fix ? <p className="cms-findings-fix">Fix: {f.fix}</p> : null}
            {f.offer ? (
              <button type="button" onClick={() => void accept(f.offer as NonNullable<Finding["offer"]>)}>
                {f.offer.label}
              </button>
            ) : null}
            <button type="button" onClick={() => dismiss(f.id)}>
              Dismiss
            </button>
          </li>
        ))}
      </ol>
    </aside>
  );
}

/**
 * Decap words a refused upload itself ("Failed to persist media: API_ERROR: …", not a phrase a
 * locale can change); the panel has the message, so that toast is hidden.
 */
function hideUploadToasts(): void {
  new MutationObserver(() => {
    for (const body of document.querySelectorAll<HTMLElement>(".Toastify__toast-body"))
      if (body.textContent?.startsWith("Failed to persist media:"))
        (body.closest<HTMLElement>(".Toastify__toast") ?? body).style.display = "none";
  }).observe(document.body, { childList: true, subtree: true });
}

/** Mounts the panel in its own root, outside Decap's tree. */
export function mountFindings(): void {
  const style = document.createElement("style");
  style.textContent = findingsStyle;
  document.head.append(style);
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Panel />);
  hideUploadToasts();
}

/**
 * The styles of the panel: fixed at the lower right, over the preview rather than the form being
 * edited, and above Decap's own layers (its media library's is 99999), so a refused upload shows
 * while the library is open.
 */
const findingsStyle = `
  .cms-findings { position: fixed; right: 1rem; bottom: 1rem; z-index: 100000; width: min(36rem, 45vw);
    max-height: 45vh; overflow: auto; background: #fff; color: #1f2937; border: 2px solid #b91c1c;
    border-radius: 6px; box-shadow: 0 4px 16px rgb(0 0 0 / 25%); font: 14px/1.45 system-ui, sans-serif; }
  .cms-findings header { display: flex; justify-content: space-between; align-items: center; gap: 1rem;
    padding: 0.5rem 0.75rem; background: #fef2f2; position: sticky; top: 0; }
  .cms-findings h2 { margin: 0; font-size: 15px; color: #991b1b; }
  .cms-findings ol { margin: 0; padding: 0 0.75rem 0.5rem 2rem; }
  .cms-findings li { padding: 0.5rem 0; border-bottom: 1px solid #e5e7eb; }
  .cms-findings p { margin: 0 0 0.25rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  .cms-findings-where { font-weight: 600; }
  .cms-findings-fix { color: #374151; }
  .cms-findings-text { display: block; margin: 0 0 0.25rem; white-space: pre; overflow-x: auto; }
  .cms-findings button { font: inherit; padding: 0.125rem 0.5rem; cursor: pointer; }
`;
