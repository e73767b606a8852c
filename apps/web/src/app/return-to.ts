/**
 * The page a visitor asked for before being sent to sign in (docs/decisions/0047-role-homes.md).
 * The access rules send a visitor who opens a private page to `/` with the query kept
 * (app/access.ts), so the path would be lost; the root loader remembers the whole target — path,
 * query and hash — in this tab's session storage, and the sign-in screen takes it (once) when it
 * has no `?redirect=` of its own. Only a target {@link allowedRedirect} accepts is kept or
 * returned, and it is forgotten after {@link returnToTtlMs}.
 */
import { allowedRedirect } from './sign-in-target.ts';

const storageKey = 'jornada.returnTo';

/** How long a remembered page is worth returning to, in milliseconds. @default 30 minutes */
export const returnToTtlMs = 30 * 60 * 1000;

function storageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers `target` as the page to return to after signing in; a target that is not an allowed
 * path of this app is ignored (nothing is stored).
 */
export function rememberReturnTo(
  target: string,
  storage: Storage | null = storageOrNull(),
  now: number = Date.now(),
): void {
  const allowed = allowedRedirect(target);
  if (!allowed || !storage) return;
  try {
    storage.setItem(storageKey, JSON.stringify({ target: allowed, at: now }));
  } catch {
    // Storage full or blocked: the person lands on their home instead.
  }
}

/** The remembered page, when there is one still allowed and not expired; it stays remembered. */
export function peekReturnTo(
  storage: Storage | null = storageOrNull(),
  now: number = Date.now(),
): string | null {
  if (!storage) return null;
  try {
    const saved = JSON.parse(storage.getItem(storageKey) ?? 'null') as {
      target?: unknown;
      at?: unknown;
    } | null;
    if (typeof saved?.target !== 'string' || typeof saved.at !== 'number') return null;
    if (now - saved.at > returnToTtlMs || now < saved.at) return null;
    return allowedRedirect(saved.target);
  } catch {
    return null;
  }
}

/** The remembered page ({@link peekReturnTo}), forgotten as it is taken. */
export function takeReturnTo(
  storage: Storage | null = storageOrNull(),
  now: number = Date.now(),
): string | null {
  const target = peekReturnTo(storage, now);
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Blocked storage: nothing was remembered either.
  }
  return target;
}
