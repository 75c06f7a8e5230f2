import React, { useCallback, useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { createStorageSlot, storageKeys } from "../../lib/storage";
import {
  feedbackProperties,
  MAX_COMMENT_LENGTH,
  PAGE_FEEDBACK,
  saveFeedback,
  type FeedbackAnswer,
} from "../../lib/feedback";
import * as styles from "./styles.module.css";

export interface CommentFormProps {
  /** The feedback section's id prefix. */
  id: string;
  route: string;
  title: string;
  /** The answer chosen; the reader may still change it. */
  answer: FeedbackAnswer;
  /** The reader pressed Send: the event is on its way. */
  onSent(): void;
}

/**
 * The optional comment after an answer, and the sending of the one `Page Feedback` event. An
 * answer given without pressing Send still counts: it is sent, without the unsent comment, when
 * the reader leaves the page (or the form goes away).
 */
export function CommentForm({ id, route, title, answer, onSent }: CommentFormProps) {
  const [comment, setComment] = useState("");
  const sent = useRef(false);
  const chosen = useRef(answer);
  const commentBox = useRef<HTMLTextAreaElement>(null);

  const send = useCallback(
    (value: FeedbackAnswer, text: string) => {
      if (sent.current) return;
      sent.current = true;
      saveFeedback(createStorageSlot(storageKeys.feedback), route, value, Date.now());
      track(PAGE_FEEDBACK, feedbackProperties({ route, title, answer: value, comment: text }));
    },
    [route, title],
  );

  useEffect(() => {
    chosen.current = answer;
    commentBox.current?.focus();
  }, [answer]);

  useEffect(() => {
    const leave = () => send(chosen.current, "");
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
    // `send` changes only with route and title, fixed for this page (the component is keyed by route).
  }, [send]);

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        send(answer, comment);
        onSent();
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
  );
}
