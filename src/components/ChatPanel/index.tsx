import React, { useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../config";
import type { ChatConfig } from "../../lib/chat/types";
import {
  askAssistant,
  docsHitLabel,
  docsHitRoute,
  docsSearchRoute,
  searchDocs,
  type DocsHit,
} from "../../lib/chat/lazy";
import { sanitizeHelpText } from "../../lib/sanitize-help-text";
import { useBodyScrollLock } from "../../hooks/useBodyScrollLock";
import { useFocusTrap } from "../../hooks/useFocusTrap";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { mobileMediaQuery } from "../../lib/ui-constants";
import type { ChatPanelProps } from "./types";
import { SafeHtml } from "../SafeHtml";
import * as styles from "./styles.module.css";

type Answer =
  | { kind: "pending" }
  | { kind: "assistant"; html: string; related: DocsHit[] }
  | { kind: "docs"; hits: DocsHit[]; assistantFailed: boolean }
  | { kind: "unavailable" };

interface Exchange {
  id: number;
  question: string;
  answer: Answer;
}

const maxQuestionLength = 500;
const docsHitLimit = 5;

/** True when sanitised HTML has no text a reader would see. */
function isBlank(html: string): boolean {
  return !sanitizeHelpText(html)
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|\s/g, "");
}

/** Answers a question: the assistant endpoint when configured, else (or on failure) the docs. */
async function answer(question: string, config: ChatConfig, signal: AbortSignal): Promise<Answer> {
  const docs = searchDocs(question, docsHitLimit).then(
    (hits) => ({ ok: true as const, hits }),
    (error: unknown) => {
      console.warn(`Ask AI could not search the docs (${error instanceof Error ? error.message : String(error)}).`);
      return { ok: false as const, hits: [] };
    },
  );
  let assistantFailed = false;
  if (config.assistant) {
    try {
      const html = await askAssistant({
        url: config.assistant.url,
        question,
        page: window.location.pathname,
        origin: window.location.origin,
        timeoutMs: siteConfig.chat.assistantTimeoutMs,
        signal,
      });
      if (!isBlank(html)) return { kind: "assistant", html, related: (await docs).hits.slice(0, 3) };
      console.warn("Ask AI: the assistant's answer was empty after sanitising; answering from the docs.");
    } catch (error) {
      if (signal.aborted) return { kind: "pending" };
      console.warn(
        `Ask AI: the assistant did not answer (${error instanceof Error ? error.message : String(error)}); answering from the docs.`,
      );
    }
    assistantFailed = true;
  }
  const result = await docs;
  return result.ok ? { kind: "docs", hits: result.hits, assistantFailed } : { kind: "unavailable" };
}

interface HitListProps {
  hits: DocsHit[];
  onNavigate: () => void;
}

function HitList({ hits, onNavigate }: HitListProps) {
  const uid = usePrefixedId("ask-ai-hit");
  return (
    <ol className={styles.hits}>
      {hits.map((hit, i) => (
        <li key={`${hit.url}#${hit.hash}`} className={styles.hit}>
          {/* Two pages can share a title (Refund Order); the breadcrumbs tell them apart. */}
          <Link
            to={docsHitRoute(hit)}
            className={styles.hitLink}
            onClick={onNavigate}
            aria-describedby={hit.breadcrumbs.length > 0 ? `${uid}-${i}` : undefined}
          >
            {docsHitLabel(hit)}
          </Link>
          {hit.top && hit.section && <code className={styles.endpoint}>{hit.section}</code>}
          {hit.breadcrumbs.length > 0 && (
            <span id={`${uid}-${i}`} className={styles.crumbs}>
              {hit.breadcrumbs.join(" › ")}
            </span>
          )}
          {hit.excerpt && <p className={styles.excerpt}>{hit.excerpt}</p>}
        </li>
      ))}
    </ol>
  );
}

interface AnswerViewProps {
  question: string;
  answer: Answer;
  onNavigate: () => void;
}

function AnswerView({ question, answer: a, onNavigate }: AnswerViewProps) {
  const searchPage = docsSearchRoute(question);
  switch (a.kind) {
    case "pending":
      return <p className={styles.pending}>Looking for an answer…</p>;
    case "assistant":
      return (
        <>
          <SafeHtml html={a.html} className={styles.html} onNavigate={onNavigate} />
          {a.related.length > 0 && (
            <>
              <p className={styles.lead}>Related in the docs:</p>
              <HitList hits={a.related} onNavigate={onNavigate} />
            </>
          )}
        </>
      );
    case "docs":
      return (
        <>
          {a.assistantFailed && (
            <p className={styles.note}>The assistant is not available right now, so this answer comes from the docs.</p>
          )}
          {a.hits.length > 0 ? (
            <>
              <p className={styles.lead}>These sections of the docs answer it best:</p>
              <HitList hits={a.hits} onNavigate={onNavigate} />
              <p className={styles.more}>
                <Link to={searchPage} onClick={onNavigate}>
                  See all results for “{question}”
                </Link>
              </p>
            </>
          ) : (
            <p>
              Nothing in the docs matches “{question}”. Try other words, or browse the{" "}
              <Link to="/" onClick={onNavigate}>
                Integration Guides
              </Link>{" "}
              and the{" "}
              <Link to="/api/" onClick={onNavigate}>
                API List
              </Link>
              .
            </p>
          )}
        </>
      );
    case "unavailable":
      return (
        <p>
          Searching the docs is not available right now.{" "}
          <Link to={searchPage} onClick={onNavigate}>
            Try the search page
          </Link>
          .
        </p>
      );
  }
}

/**
 * The Ask AI panel (a separate chunk; see contexts/chat.tsx). It lists the FAQ from the chat
 * configuration and answers typed questions. On screens up to 996 px it covers the page as a
 * modal dialog, locks the body's scrolling and keeps Tab inside; above that it floats beside the
 * content and the page stays usable. Escape closes it; focus then returns to the Ask AI button.
 */
export function ChatPanel({ id, config, onClose }: ChatPanelProps) {
  const narrow = useMediaQuery(mobileMediaQuery);
  useBodyScrollLock(true, mobileMediaQuery);
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Modal only where it covers the page (up to 996 px); beside the content it is not.
  useFocusTrap(panelRef, narrow, inputRef);
  const bodyRef = useRef<HTMLDivElement>(null);
  const lastRef = useRef<HTMLLIElement>(null);
  const nextId = useRef(1);
  const lifetime = useRef<AbortController | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const [question, setQuestion] = useState("");
  // Prefixed: the panel mounts after hydration, where a bare useId can repeat a server-rendered id.
  const uid = usePrefixedId("ask-ai");
  const titleId = `${uid}-title`;
  const faqId = `${uid}-faq`;
  const inputId = `${uid}-question`;

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    inputRef.current?.focus();
    return () => controller.abort();
  }, []);

  // The latest exchange scrolls to the top of the panel, so its answer reads from the start.
  useEffect(() => {
    const body = bodyRef.current;
    const last = lastRef.current;
    if (body && last) body.scrollTop += last.getBoundingClientRect().top - body.getBoundingClientRect().top - 8;
  }, [exchanges]);

  // Leaving the page from inside the panel: on narrow screens the panel covers the page, so it
  // closes; on wide ones it stays open beside the new page.
  const onNavigate = () => {
    if (window.matchMedia(mobileMediaQuery).matches) onClose({ returnFocus: false });
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    const exchangeId = nextId.current++;
    setQuestion("");
    setExchanges((list) => [...list, { id: exchangeId, question: text, answer: { kind: "pending" } }]);
    const signal = lifetime.current?.signal ?? new AbortController().signal;
    void answer(text, config, signal).then((result) => {
      if (!signal.aborted)
        setExchanges((list) => list.map((x) => (x.id === exchangeId ? { ...x, answer: result } : x)));
    });
  };

  return (
    <section
      ref={panelRef}
      id={id}
      className={styles.panel}
      role="dialog"
      aria-modal={narrow || undefined}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          Ask AI
        </h2>
        <button type="button" className={styles.close} aria-label="Close the assistant" onClick={() => onClose()}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M18.3 5.71 12 12.01l-6.3-6.3-1.41 1.41 6.3 6.3-6.3 6.29 1.41 1.42 6.3-6.3 6.29 6.3 1.42-1.42-6.3-6.29 6.3-6.3z"
            />
          </svg>
        </button>
      </div>
      <div ref={bodyRef} className={styles.body}>
        <p className={styles.intro}>
          {config.assistant
            ? `Ask anything about the ${siteConfig.product.name} merchant API. Answers link to the docs they come from.`
            : `Ask anything about the ${siteConfig.product.name} merchant API: answers come from these docs, with links to the sections.`}
        </p>
        {config.faq.length > 0 && (
          <section aria-labelledby={faqId} className={styles.faq}>
            <h3 id={faqId} className={styles.faqTitle}>
              Frequently asked questions
            </h3>
            <ul className={styles.faqList}>
              {config.faq.map((entry, i) => (
                <li key={i}>
                  <details className={styles.faqItem}>
                    <summary className={styles.faqQuestion}>{entry.question}</summary>
                    <SafeHtml html={entry.answer} className={styles.html} onNavigate={onNavigate} />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* Always present, so screen readers announce each answer as it arrives. */}
        <div role="log" aria-label="Conversation">
          {exchanges.length > 0 && (
            <ol className={styles.exchanges}>
              {exchanges.map((x, i) => (
                <li key={x.id} ref={i === exchanges.length - 1 ? lastRef : undefined} className={styles.exchange}>
                  <p className={styles.question}>
                    <span className="visually-hidden">You asked: </span>
                    {x.question}
                  </p>
                  <div className={styles.answer}>
                    <AnswerView question={x.question} answer={x.answer} onNavigate={onNavigate} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Ask a question about the docs
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          value={question}
          maxLength={maxQuestionLength}
          placeholder="Ask a question…"
          autoComplete="off"
          enterKeyHint="send"
          onChange={(e) => setQuestion(e.target.value)}
        />
        <button type="submit" className={styles.send} aria-label="Send question" disabled={!question.trim()}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3.4 20.4 21.85 12 3.4 3.6 3.39 10.1 16.5 12 3.39 13.9z" />
          </svg>
        </button>
      </form>
    </section>
  );
}
