import React, { useCallback, useEffect, useRef, useState } from "react";
import { usePrefixedId } from "../../hooks/usePrefixedId";
import { track } from "../../lib/analytics";
import { createStorageSlot, storageKeys } from "../../lib/storage";
import {
  feedbackProperties,
  MAX_COMMENT_LENGTH,
  PAGE_FEEDBACK,
  readFeedback,
  saveFeedback,
  type FeedbackAnswer,
} from "../../lib/feedback";
import * as styles from "./styles.module.css";

export interface PageFeedbackProps {
  /** The page's route (`/guide/authentication/`), the key of the reader's one answer. */
  route: string;
  title: string;
}

type Phase = "ask" | "comment" | "done";

const slot = createStorageSlot(storageKeys.feedback);

/**
 * "Was this page helpful?" with an optional comment, sent as one `Page Feedback` analytics event.
 * A reader answers once per page: a stored answer shows the thanks instead of the question
 * (read after hydration, so the server HTML always asks). An answer given without pressing Send
 * still counts: it is sent, without the unsent comment, when the reader leaves the page.
 */
export function PageFeedback({ route, title }: PageFeedbackProps) {
  const [phase, setPhase] = useState<Phase>("ask");
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [comment, setComment] = useState("");
  const sent = useRef(false);
  const chosen = useRef<FeedbackAnswer | null>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  /** Set when the reader sends: focus then moves to the thanks, in place of the removed form. */
  const justSent = useRef(false);
  const id = usePrefixedId("page-feedback");

  useEffect(() => {
    const stored = readFeedback(slot, route);
    if (stored) {
      sent.current = true;
      setAnswer(stored.answer);
      setPhase("done");
    }
  }, [route]);

  const send = useCallback(
    (value: FeedbackAnswer, text: string) => {
      if (sent.current) return;
      sent.current = true;
      saveFeedback(slot, route, value, Date.now());
      track(PAGE_FEEDBACK, feedbackProperties({ route, title, answer: value, comment: text }));
    },
    [route, title],
  );

  useEffect(() => {
    if (phase !== "comment") return;
    const leave = () => chosen.current && send(chosen.current, "");
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
    // `send` changes only with route and title, fixed for this page (the component is keyed by route).
  }, [phase, send]);

  useEffect(() => {
    if (phase === "comment") commentBox.current?.focus();
    if (phase === "done" && justSent.current) thanks.current?.focus();
  }, [phase, answer]);

  const choose = (value: FeedbackAnswer) => {
    chosen.current = value;
    setAnswer(value);
    setPhase("comment");
  };

  if (phase === "done") {
    return (
      <section className={styles.feedback} aria-labelledby={`${id}-title`}>
        <p id={`${id}-title`} className={styles.question} ref={thanks} tabIndex={-1} role="status">
          Thanks for your feedback{answer === "no" ? ": we use it to fix what is missing or unclear." : "!"}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-title`}>
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
      {phase === "comment" && answer && (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            send(answer, comment);
            justSent.current = true;
            setPhase("done");
          }}
        >
          <label htmlFor={`${id}-comment`} className={styles.label}>
            {answer === "yes" ? "What helped? (optional)" : "What was missing or unclear? (optional)"}
          </label>
          <textarea
            ref={commentBox}
            id={`${id}-comment`}
            className={styles.comment}
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            value={comment}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            Do not include credentials, keys or personal data. {MAX_COMMENT_LENGTH - comment.length} characters left.
          </p>
          <button type="submit" className={styles.send}>
            Send feedback
          </button>
        </form>
      )}
    </section>
  );
}
