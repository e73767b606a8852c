/**
 * Where a person goes after signing in (docs/decisions/0047-role-homes.md): the page they asked
 * for wins — an allowed `?redirect=`, else the private page a visitor was turned away from
 * (app/return-to.ts) —, otherwise their home by role (app/landing.ts). Apart from landing.ts so
 * that a visitor's first page does not carry it: only the sign-in and sign-up screens use it.
 */
import type { User } from '@jornada/api-client';
import { paths } from '../paths.ts';
import { landingPath } from './landing.ts';

/** Any origin: only used to check that a target resolves to the page's own origin. */
const probeOrigin = 'https://jornada.invalid';

/** The sign-in and sign-up pages: returning to one of them after signing in would loop. */
const authPaths: readonly string[] = [
  paths.login.pattern,
  paths.register.pattern,
  paths.verify.pattern,
  paths.passwordRecovery.pattern,
];

/**
 * A `?redirect=` target when it is allowed: a path of this app with its query and hash (starts
 * with one `/`, no `//` or backslash that browsers read as another host, no control characters,
 * resolves to the page's own origin, not a sign-in or sign-up page); otherwise null.
 */
export function allowedRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (authPaths.includes(path)) return null;
  return target;
}

/**
 * Where to go after signing in: the allowed `redirect`, else the allowed `remembered` page (the
 * one a visitor was turned away from), else {@link landingPath}.
 */
export function afterSignInPath(
  user: Pick<User, 'roles' | 'companies' | 'departments'>,
  redirect: string | null | undefined,
  remembered?: string | null,
): string {
  return allowedRedirect(redirect) ?? allowedRedirect(remembered) ?? landingPath(user);
}
