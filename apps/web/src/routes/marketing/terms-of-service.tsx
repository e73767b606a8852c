/**
 * /terminos-servicio: the terms of service (no layout of its own: the page brings the
 * marketing shell). The text is loaded only with this route.
 */
import { LegalDocumentView } from '../../features/marketing/legal-document.tsx';
import { termsOfService } from '../../features/marketing/legal/terms-of-service.ts';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The screen. */
export function TermsOfServiceRoute() {
  return (
    <MarketingShell>
      <title>{`${termsOfService.title}: ${m.brand}`}</title>
      <LegalDocumentView document={termsOfService} />
    </MarketingShell>
  );
}

export { TermsOfServiceRoute as Component };
