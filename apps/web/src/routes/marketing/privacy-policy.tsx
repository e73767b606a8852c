/**
 * /politicas-privacidad: the privacy notice (LFPDPPP, ARCO rights) (no layout of its own: the page brings the
 * marketing shell). The text is loaded only with this route.
 */
import { LegalDocumentView } from '../../features/marketing/legal-document.tsx';
import { privacyNotice } from '../../features/marketing/legal/privacy-notice.ts';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The screen. */
export function PrivacyPolicyRoute() {
  return (
    <MarketingShell>
      <title>{`${privacyNotice.title}: ${m.brand}`}</title>
      <LegalDocumentView document={privacyNotice} />
    </MarketingShell>
  );
}

export { PrivacyPolicyRoute as Component };
