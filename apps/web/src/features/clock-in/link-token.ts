/**
 * The token of a signed clock-in link (decision 39): the part of /kiosco#… or /checar#… after
 * `#`, which browsers never send to a server. Never read from the query string.
 */
import { useLocation } from 'react-router';

/** The token in `hash` ('#k1.abc' → 'k1.abc'), or null when there is none. */
export function tokenFromHash(hash: string): string | null {
  const raw = hash.replace(/^#/, '').trim();
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The current location's link token. */
export function useLinkToken(): string | null {
  return tokenFromHash(useLocation().hash);
}
