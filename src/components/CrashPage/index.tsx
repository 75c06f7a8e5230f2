import React from "react";
import { withPrefix } from "gatsby";
import { errorChain } from "../../lib/error-chain";
import * as styles from "./styles.module.css";

export interface CrashPageProps {
  error: Error;
  tryAgain(): void;
}

/**
 * Crash page: "This page crashed", the error message and its causes, and a
 * "Try again" button that renders the page again. The home link is a plain link (a full page
 * load) because the app itself may be what is broken.
 */
export function CrashPage({ error, tryAgain }: CrashPageProps) {
  const [first, ...causes] = errorChain(error);
  return (
    <div className={styles.crash}>
      <h1>This page crashed</h1>
      <p>Something went wrong while showing this page. Trying again often helps; if it does not, reload the page.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.tryAgain} onClick={tryAgain}>
          Try again
        </button>
        <a href={withPrefix("/")}>Go to the home page</a>
      </div>
      <section className={styles.details} aria-labelledby="crash-error-heading">
        <h2 id="crash-error-heading">Error</h2>
        <pre className={styles.message}>{first ? `${first.name}: ${first.message}` : "Unknown error"}</pre>
        {causes.length > 0 && (
          <ol className={styles.causes} aria-label="Causes">
            {causes.map((cause, i) => (
              <li key={i}>
                <span className={styles.causeLabel}>Caused by</span>
                <pre className={styles.message}>{`${cause.name}: ${cause.message}`}</pre>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
