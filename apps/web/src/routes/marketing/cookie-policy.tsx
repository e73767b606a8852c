/**
 * /politicas-cookies: the cookie policy (categories and how to manage them) (no layout of its own: the page brings the
 * marketing shell). The text is loaded only with this route.
 */
import { LegalDocumentView } from '../../features/marketing/legal-document.tsx';
import { cookiePolicy } from '../../features/marketing/legal/cookie-policy.ts';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The screen. */
export function CookiePolicyRoute() {
  return (
    <MarketingShell>
      <title>{`${cookiePolicy.title}: ${m.brand}`}</title>
      <LegalDocumentView document={cookiePolicy} />
    </MarketingShell>
  );
}

export { CookiePolicyRoute as Component };
