/**
 * The colour theme: light, dark, or the system's, chosen per person and kept
 * in this browser (`localStorage`, one entry per user id, and one for visitors). The choice
 * applied last is also kept under {@link lastThemeKey}, which `public/theme-init.js` reads before
 * the first paint so that a dark page never flashes white. Dark means the `.dark` class on
 * `<html>` (the tokens of `@jornada/ui`'s theme.css).
 */
import { useEffect, useSyncExternalStore } from 'react';

/** A theme choice; `system` follows `prefers-color-scheme`. */
export type Theme = 'light' | 'dark' | 'system';

/** The storage entry `public/theme-init.js` reads before the app starts. */
export const lastThemeKey = 'jornada.theme';
const themes: readonly Theme[] = ['light', 'dark', 'system'];
const keyOf = (userId: number | null) => `${lastThemeKey}.${userId ?? 'visitante'}`;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (private mode, policies): the system's theme
  }
}

/**
 * The theme a person chose in this browser.
 * @param userId - the signed-in person's id, or `null` for a visitor.
 * @returns their choice, `system` when they never chose.
 */
export function readTheme(userId: number | null): Theme {
  const stored = storage()?.getItem(keyOf(userId));
  return themes.includes(stored as Theme) ? (stored as Theme) : 'system';
}

function systemDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/**
 * Puts a theme on the page: the `.dark` class and `color-scheme` on `<html>`.
 * @param theme - the choice; `system` resolves through `prefers-color-scheme` now.
 */
export function applyTheme(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && systemDark());
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Keeps and applies a person's choice.
 * @param userId - the signed-in person's id, or `null` for a visitor.
 * @param theme - the new choice.
 */
export function saveTheme(userId: number | null, theme: Theme): void {
  storage()?.setItem(keyOf(userId), theme);
  storage()?.setItem(lastThemeKey, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/**
 * The person's theme, applied to the page while mounted (and again when the system's
 * scheme changes under `system`), with the function that changes it.
 * @param userId - the signed-in person's id, or `null` for a visitor.
 */
export function useTheme(userId: number | null): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
      const onSystem = () => applyTheme(readTheme(userId));
      media?.addEventListener('change', onSystem);
      return () => {
        listeners.delete(onChange);
        media?.removeEventListener('change', onSystem);
      };
    },
    () => readTheme(userId),
    () => 'system' as Theme,
  );
  useEffect(() => {
    applyTheme(theme);
    storage()?.setItem(lastThemeKey, theme);
  }, [theme]);
  return [theme, (next) => saveTheme(userId, next)];
}
