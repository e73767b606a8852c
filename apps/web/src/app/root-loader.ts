/**
 * The root loader, run on every navigation: launch mode, server redirect
 * rules, the access rules, and restoring the session from
 * the token cookie.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { accessRedirect } from './access.ts';
import type { AppContext } from './app-context.ts';
import { loadRedirectRules, resolveRedirect } from './redirect-rules.ts';
import { restoreSession } from './restore-session.ts';

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
    const target = accessRedirect({
      pathname: url.pathname,
      search: url.search,
      isAuthenticated: context.session.getSnapshot().isAuthenticated,
      appEnv,
    });
    if (target) throw redirect(target);
    return null;
  };
}
