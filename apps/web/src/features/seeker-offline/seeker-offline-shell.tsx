/**
 * The signed-in seeker's part of the default layout: their kept answers put
 * back before the page renders, their outbox, and the offline banner with its queued count.
 * Its own module, loaded only once a seeker is signed in, so that visitors' first load of `/` and
 * `/vacantes` does not carry the persister and the outbox (docs/decisions/0035-first-load.md).
 */
import type { ReactNode } from 'react';
import { OfflineBanner } from './offline-banner.tsx';
import { useSeekerOffline } from './use-seeker-offline.ts';

/** Props of {@link SeekerOfflineShell}. */
export interface SeekerOfflineShellProps {
  /** The signed-in seeker's id. */
  userId: number;
  /** The page (rendered after the kept answers are back in the cache). */
  children: ReactNode;
}

/** Restores and keeps the seeker's answers, starts their outbox, shows the banner and the page. */
export function SeekerOfflineShell({ userId, children }: SeekerOfflineShellProps) {
  const outbox = useSeekerOffline(userId);
  return (
    <>
      <OfflineBanner outbox={outbox} />
      {children}
    </>
  );
}

export default SeekerOfflineShell;
