import React from "react";
import { Link } from "gatsby";
import { AnnouncementBarProvider, useAnnouncementBar } from "../../contexts/AnnouncementBarContext";
import { CloseButton } from "../CloseButton";
import * as styles from "./styles.module.css";

/**
 * The configured announcement above the navbar, closable, with its state (AnnouncementBarProvider):
 * the chrome chunk's part (src/components/Chrome), kept as the server rendered it on a first visit
 * until the reader reaches for it.
 */
export function AnnouncementBar() {
  return (
    <AnnouncementBarProvider>
      <Bar />
    </AnnouncementBarProvider>
  );
}

function Bar() {
  const { announcement, isActive, close } = useAnnouncementBar();
  if (!announcement || !isActive) return null;
  return (
    <div className={styles.bar} role="region" aria-label="Announcement">
      <p className={styles.content}>
        {announcement.link ? `${announcement.content} ` : announcement.content}
        {announcement.link && (
          <Link to={announcement.link.to} className={styles.link}>
            {announcement.link.label}
          </Link>
        )}
      </p>
      {announcement.isCloseable && <CloseButton label="Close announcement" onClick={close} className={styles.close} />}
    </div>
  );
}
