import React from "react";
import { Link } from "gatsby";
import { useAnnouncementBar } from "../../contexts/AnnouncementBarContext";
import { CloseButton } from "../CloseButton";
import * as styles from "./styles.module.css";

/** The configured announcement above the navbar, closable. */
export function AnnouncementBar() {
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
