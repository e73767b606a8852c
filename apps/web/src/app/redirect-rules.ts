/**
 * Server-provided redirect rules: the server publishes
 * `/redirects.json` (`[{ "from": "/path", "to": "/new" | "https://host/x" }]`).
 * A local target is a client navigation; an absolute external target is a
 * full-page navigation, allowed only to the configured hosts over https
 * (otherwise the error). Decision: docs/decisions/0006-redirect-rules.md.
 */

/** One rule. */
export interface RedirectRule {
  from: string;
  to: string;
}

/** The error for a navigation to a host or protocol that is not allowed. */
export class ExternalNavigationError extends Error {
  constructor(target: string) {
    super(`Navigation to ${target} is not allowed`);
    this.name = 'ExternalNavigationError';
  }
}

/** What a rule asks for. */
export type RedirectDecision = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

/**
 * Finds the rule for a path and validates its target.
 * @param allowedHosts - hosts an external target may point to.
 * @throws {ExternalNavigationError} for a disallowed host or a protocol other than https (http on localhost).
 */
export function resolveRedirect(
  pathname: string,
  rules: RedirectRule[],
  allowedHosts: string[],
): RedirectDecision | null {
  const rule = rules.find((candidate) => candidate.from === pathname);
  if (!rule || rule.to === pathname) return null;
  if (rule.to.startsWith('/') && !rule.to.startsWith('//'))
    return { kind: 'internal', to: rule.to };
  let url: URL;
  try {
    url = new URL(rule.to);
  } catch {
    throw new ExternalNavigationError(rule.to);
  }
  const protocolOk =
    url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === 'localhost');
  if (!protocolOk || !allowedHosts.includes(url.hostname))
    throw new ExternalNavigationError(rule.to);
  return { kind: 'external', url: url.toString() };
}

/** Where the server publishes the rules. */
export const redirectRulesUrl = '/redirects.json';

let cached: Promise<RedirectRule[]> | null = null;

/** Loads `/redirects.json` once per page load; no rules when it is missing or malformed. */
export function loadRedirectRules(fetchImpl: typeof fetch = fetch): Promise<RedirectRule[]> {
  cached ??= fetchImpl(redirectRulesUrl, { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : []))
    .then((rules: unknown) =>
      Array.isArray(rules)
        ? rules.filter(
            (r): r is RedirectRule => typeof r?.from === 'string' && typeof r?.to === 'string',
          )
        : [],
    )
    .catch(() => []);
  return cached;
}
