import React, { useCallback, useEffect, useRef, useState } from "react";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import { useLazyModule } from "../../hooks/useLazyModule";
import { createStorageSlot, storageKeys } from "../../lib/storage";
import { readFeedback, type FeedbackAnswer } from "../../lib/feedback";
import { LazyFallback } from "../LoadingPlaceholder";
import * as styles from "./styles.module.css";

export interface PageFeedbackProps {
  /** The page's route (`/guide/authentication/`), the key of the reader's one answer. */
  route: string;
  title: string;
}

type Phase = "ask" | "comment" | "done";

const loadCommentForm = () => import(/* webpackChunkName: "page-feedback" */ "./CommentForm");

/**
 * "Was this page helpful?" with an optional comment, sent as one `Page Feedback` analytics event.
 * A reader answers once per page: a stored answer shows the thanks instead of the question
 * (read after hydration, so the server HTML always asks). The question is part of the page; the
 * comment form and the sending (CommentForm) are a chunk loaded when the question comes near the
 * viewport or the reader answers. This module itself is a chunk too (index.tsx): until the
 * question comes near the viewport, the server's HTML stands in for it.
 */
export function PageFeedback({ route, title }: PageFeedbackProps) {
  const [phase, setPhase] = useState<Phase>("ask");
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const section = useRef<HTMLElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  /** Set when the reader sends: focus then moves to the thanks, in place of the removed form. */
  const justSent = useRef(false);
  const id = usePrefixedId("page-feedback");
  const form = useLazyModule(loadCommentForm, { whenVisible: section });

  useEffect(() => {
    const stored = readFeedback(createStorageSlot(storageKeys.feedback), route);
    if (stored) {
      setAnswer(stored.answer);
      setPhase("done");
    }
  }, [route]);

  useEffect(() => {
    if (phase === "done" && justSent.current) thanks.current?.focus();
  }, [phase]);

  const onSent = useCallback(() => {
    justSent.current = true;
    setPhase("done");
  }, []);

  const choose = (value: FeedbackAnswer) => {
    form.load();
    setAnswer(value);
    setPhase("comment");
  };

  const CommentForm = form.module?.CommentForm;
  return (
    <section className={styles.feedback} aria-labelledby={`${id}-title`} ref={section}>
      {phase === "done" ? (
        <p id={`${id}-title`} className={styles.question} ref={thanks} tabIndex={-1} role="status">
          Thanks for your feedback{answer === "no" ? ": we use it to fix what is missing or unclear." : "!"}
        </p>
      ) : (
        <div className={styles.row}>
          <p id={`${id}-title`} className={styles.question}>
            Was this page helpful?
          </p>
          <div className={styles.answers}>
            {(["yes", "no"] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.answer}
                aria-pressed={answer === value}
                onClick={() => choose(value)}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  className={value === "no" ? styles.down : undefined}
                >
                  <path
                    fill="currentColor"
                    d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
                  />
                </svg>
                {value === "yes" ? "Yes" : "No"}
              </button>
            ))}
          </div>
        </div>
      )}
      {phase === "comment" &&
        answer &&
        (CommentForm ? (
          <CommentForm id={id} route={route} title={title} answer={answer} onSent={onSent} />
        ) : (
          <LazyFallback
            state={form.state}
            label="Loading the comment form"
            what="The comment form"
            onRetry={form.retry}
          />
        ))}
    </section>
  );
}
