/**
 * The root loader, run on every navigation: launch mode, server redirect
 * rules, the access rules, and restoring the session from
 * the token cookie. A visitor turned away from a private page has it remembered for after
 * signing in (app/return-to.ts).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accessRedirect, launchPath } from './access.ts';
import type { AppContext } from './app-context.ts';
import { loadRedirectRules, resolveRedirect } from './redirect-rules.ts';
import { restoreSession } from './restore-session.ts';
import { locationTarget } from './location-target.ts';

/** Builds the root loader for an app context. */
export function rootLoader(context: AppContext) {
  const appEnv = import.meta.env.VITE_APP_ENV ?? 'production';
  const allowedHosts = (import.meta.env.VITE_REDIRECT_HOSTS ?? '').split(',').filter(Boolean);
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const decision = resolveRedirect(url.pathname, await loadRedirectRules(), allowedHosts);
    if (decision?.kind === 'internal') throw redirect(decision.to);
    if (decision?.kind === 'external') {
      window.location.assign(decision.url);
      return null;
    }
    await restoreSession(context);
    const isAuthenticated = context.session.getSnapshot().isAuthenticated;
    const target = accessRedirect({
      pathname: url.pathname,
      search: url.search,
      isAuthenticated,
      appEnv,
    });
    if (target && !isAuthenticated && target !== launchPath) {
      const asked = locationTarget({
        pathname: url.pathname,
        search: url.search,
        hash: url.hash || pageHash(url.pathname),
      });
      // Loaded when a visitor is turned away, not with every first page; it is stored long
      // before the sign-in screen, which reads it, has loaded.
      await import('./return-to.ts').then(({ rememberReturnTo }) => rememberReturnTo(asked));
    }
    if (target) throw redirect(target);
    return null;
  };
}

/**
 * The hash of the page being opened when the request's URL lost it: on the first load the
 * browser's location is the page asked for.
 */
function pageHash(pathname: string): string {
  return typeof window !== 'undefined' && window.location.pathname === pathname
    ? window.location.hash
    : '';
}
