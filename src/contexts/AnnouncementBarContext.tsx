import React, { useCallback, useEffect, useMemo, useState } from "react";
import { siteConfig } from "../config";
import { createStorageSlot, storageKeys } from "../lib/storage";
import { createStrictContext } from "./strict-context";

export interface AnnouncementBarValue {
  /** The configured announcement, or null when the site has none. */
  announcement: { id: string; content: string; link?: { label: string; to: string }; isCloseable: boolean } | null;
  /** Shown: configured and not dismissed (for this announcement id). */
  isActive: boolean;
  close(): void;
}

const [AnnouncementBarContext, useAnnouncementBarContext] = createStrictContext<AnnouncementBarValue>(
  "AnnouncementBarProvider",
  "useAnnouncementBar",
);
const dismissSlot = createStorageSlot(storageKeys.announcementDismiss);
const idSlot = createStorageSlot(storageKeys.announcementId);

const dismissedAttribute = "data-announcement-dismissed";

function markDismissed(dismissed: boolean): void {
  document.documentElement.setAttribute(dismissedAttribute, String(dismissed));
}

/**
 * Announcement bar: closed once dismissed; reappears when the announcement id changes.
 * The server renders the bar; the before-paint script marks `<html data-announcement-dismissed>`
 * and CSS hides a dismissed bar before first paint, so nothing flashes or shifts. The provider
 * wraps the bar alone, in the chrome chunk (src/components/AnnouncementBar): a first visit keeps
 * the server's bar until the reader reaches for it, and a page opened in the app starts from that
 * mark, so a dismissed bar never shows for a moment.
 */
export function AnnouncementBarProvider({ children }: { children: React.ReactNode }) {
  const announcement = siteConfig.announcementBar;
  const [isActive, setIsActive] = useState(
    () =>
      announcement !== null &&
      (typeof document === "undefined" || document.documentElement.getAttribute(dismissedAttribute) !== "true"),
  );

  useEffect(() => {
    if (!announcement) return;
    if (idSlot.get() !== announcement.id) {
      // A new announcement: forget the dismissal of the previous one.
      idSlot.set(announcement.id);
      dismissSlot.del();
    }
    const dismissed = announcement.isCloseable && dismissSlot.get() === "true";
    markDismissed(dismissed);
    setIsActive(!dismissed);
  }, [announcement]);

  const close = useCallback(() => {
    if (!announcement?.isCloseable) return;
    idSlot.set(announcement.id);
    dismissSlot.set("true");
    markDismissed(true);
    setIsActive(false);
  }, [announcement]);

  const value = useMemo(() => ({ announcement, isActive, close }), [announcement, isActive, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

/** The announcement bar's state. Throws outside <AnnouncementBarProvider>. */
export const useAnnouncementBar = useAnnouncementBarContext;
