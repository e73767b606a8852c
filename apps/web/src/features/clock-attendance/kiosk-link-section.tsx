/**
 * The company's kiosk link (`getCompanyKioskUrl`, `revokeCompanyKioskUrls`,
 * decision 39): a large QR code, the link to copy, its expiry, 'Abrir kiosco' in a new tab, a
 * printed poster, 'Renovar enlace' and 'Revocar' after a confirmation each.
 */
import {
  getCompanyKioskUrlQueryOptions,
  revokeCompanyKioskUrlsMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, ButtonLink, ConfirmDeleteDialog, CopyField, useToast } from '@jornada/ui';
import { Ban, ExternalLink, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';
import { formatLongDateTime } from './clock-time.ts';
import { LinkQr } from './link-qr.tsx';
import { SignedLinkBody } from './signed-link-body.tsx';
import { useSignedLink } from './use-signed-link.ts';

type SignedUrl = components['schemas']['SignedUrl'];

const m = messages.clockAttendance;
const k = m.kiosk;

/** While printing, the page shows only the poster. */
const printOnlyPoster =
  '@media print { body > :not([data-clock-poster]) { display: none !important; } }';

/** The printed poster: the QR code big, what to do, the link and its expiry. */
function KioskPoster({ link, companyName }: { link: SignedUrl; companyName: string }) {
  return createPortal(
    <div
      data-clock-poster=""
      className="hidden gap-6 p-12 text-center print:grid print:justify-items-center"
    >
      <style>{printOnlyPoster}</style>
      <p className="text-3xl font-bold">{k.posterTitle}</p>
      {companyName ? <p className="text-xl">{companyName}</p> : null}
      <LinkQr url={link.url} label={k.qrLabel} size={420} />
      <p className="text-lg">{k.posterText}</p>
      <p className="font-mono text-sm break-all">{link.url}</p>
      <p className="text-sm">{k.expires(formatLongDateTime(link.expires_at))}</p>
    </div>,
    document.body,
  );
}

/** Props of {@link KioskLinkSection}. */
export interface KioskLinkSectionProps {
  companyId: number;
  /** For the poster. */
  companyName: string;
}

/** The section. */
export function KioskLinkSection({ companyId, companyName }: KioskLinkSectionProps) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const signed = useSignedLink({
    read: (params) => getCompanyKioskUrlQueryOptions(api, companyId, params),
    revoke: revokeCompanyKioskUrlsMutationOptions,
    id: companyId,
  });
  const failed = (error: unknown) =>
    toast({ title: k.actionError, description: errorText(error), variant: 'danger' });

  return (
    <section
      aria-labelledby="kiosk-link-heading"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="kiosk-link-heading" className="text-lg font-semibold">
          {k.linkHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{k.linkText}</p>
      </div>
      <SignedLinkBody signed={signed} revokedText={k.revokedText}>
        {(link) => (
          <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
            <LinkQr
              url={link.url}
              label={k.qrLabel}
              size={256}
              className="w-64 justify-self-center"
            />
            <div className="grid content-start gap-4">
              <CopyField label={k.urlLabel} value={link.url} />
              <p className="text-sm">{k.expires(formatLongDateTime(link.expires_at))}</p>
              <div className="flex flex-wrap gap-2">
                <ButtonLink href={link.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {k.open}
                  <span className="sr-only"> {k.opensInNewTab}</span>
                </ButtonLink>
                <Button variant="outline" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  {k.print}
                </Button>
                <Button variant="outline" onClick={() => setConfirming('renew')}>
                  <RefreshCw aria-hidden="true" />
                  {k.renew}
                </Button>
                <Button variant="outline" onClick={() => setConfirming('revoke')}>
                  <Ban aria-hidden="true" />
                  {k.revoke}
                </Button>
              </div>
            </div>
            <KioskPoster link={link} companyName={companyName} />
          </div>
        )}
      </SignedLinkBody>
      <ConfirmDeleteDialog
        open={confirming === 'renew'}
        onOpenChange={(open) => !open && setConfirming(null)}
        recordName={k.urlLabel}
        title={k.renewTitle}
        description={k.renewText}
        confirmLabel={k.renew}
        onConfirm={async () => {
          await signed.renew();
          toast({ title: k.renewed, variant: 'success' });
        }}
        onError={failed}
      />
      <ConfirmDeleteDialog
        open={confirming === 'revoke'}
        onOpenChange={(open) => !open && setConfirming(null)}
        recordName={k.urlLabel}
        title={k.revokeTitle}
        description={k.revokeText}
        confirmLabel={k.revoke}
        onConfirm={async () => {
          await signed.revoke();
          toast({ title: k.revoked, variant: 'success' });
        }}
        onError={failed}
      />
    </section>
  );
}
