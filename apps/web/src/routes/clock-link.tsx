/**
 * /checar#<token>: an employee's personal clock-in link on their phone (docs/decisions/0020-clock-in.md; features/clock-in).
 * Public: the signed link in the hash is the credential. The loader puts
 * the device's saved answers back first, so the page opens offline after a first visit.
 */
import type { AppContext } from '../app/app-context.ts';
import { ClockLinkPage } from '../features/clock-in/clock-link-page.tsx';
import { linkClockCache } from '../features/clock-in/offline-cache.ts';

/** Restores the saved link answers (the token is read by the page, from `#`). */
export function clockLinkLoader(context: AppContext) {
  return () => {
    linkClockCache.restore(context.queryClient, 'device');
    return null;
  };
}

export { ClockLinkPage as Component };
