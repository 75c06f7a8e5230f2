import React, { useSyncExternalStore } from "react";
import { simulatedRecords } from "../../../../lib/tryit";
import * as styles from "../styles.module.css";

/**
 * How many records the simulated sandbox holds for this visit (src/lib/tryit/simulated-records.ts:
 * they last through reloads and in the site's other tabs), and the button that forgets them.
 */
export function SimulatedRecords({ id }: { id: string }) {
  const records = simulatedRecords();
  const count = useSyncExternalStore(records.subscribe, records.count, () => 0);
  return (
    <div className={styles.row}>
      <div className={styles.curlHead}>
        <span id={`${id}-records`} data-testid="try-it-records">
          Simulated sandbox: {count} {count === 1 ? "record" : "records"}
        </span>
        <button
          type="button"
          className={styles.button}
          aria-describedby={`${id}-records ${id}-records-hint`}
          onClick={() => records.reset()}
        >
          Reset the simulated sandbox
        </button>
      </div>
      <p id={`${id}-records-hint`} className={styles.hint}>
        Orders, inquiry sessions, customer tokens, divisions and shops you create here last for this visit, through
        reloads and in the site&rsquo;s other tabs. Your keys and access tokens are never stored.
      </p>
    </div>
  );
}
