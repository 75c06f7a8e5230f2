import React, { useEffect, useState } from "react";
import { offlineNavigationEvent } from "../../lib/navigation";
import * as styles from "./styles.module.css";

/**
 * Shown when a link could not open because the browser is offline (src/lib/navigation/route-transition.ts):
 * the page the reader has stays usable; the notice goes away when the connection returns.
 */
export function OfflineNotice() {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const onOffline = (e: Event) => setUrl((e as CustomEvent<{ url: string }>).detail.url);
    const onOnline = () => setUrl(null);
    window.addEventListener(offlineNavigationEvent, onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener(offlineNavigationEvent, onOffline);
      window.removeEventListener("online", onOnline);
    };
  }, []);
  if (!url) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        <strong>You are offline.</strong> That page could not be opened; this page stays available. Try the link again
        when you are back online.
      </p>
      <button type="button" className={styles.close} onClick={() => setUrl(null)}>
        Dismiss
      </button>
    </div>
  );
}
