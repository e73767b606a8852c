/**
 * An employee's personal clock-in link in a dialog (`getEmployeeClockInUrl`,
 * `revokeEmployeeClockInUrls`, decision 39): its QR code, the link to copy, its expiry, and
 * 'Renovar enlace' and 'Revocar' after a confirmation (a lost phone).
 */
import {
  getEmployeeClockInUrlQueryOptions,
  revokeEmployeeClockInUrlsMutationOptions,
} from '@jornada/api-client';
import {
  Button,
  ConfirmDeleteDialog,
  CopyField,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useToast,
} from '@jornada/ui';
import { Ban, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';
import { formatLongDateTime } from './clock-time.ts';
import { LinkQr } from './link-qr.tsx';
import { SignedLinkBody } from './signed-link-body.tsx';
import { useSignedLink } from './use-signed-link.ts';

const m = messages.clockAttendance;
const k = m.kiosk;

/** Props of {@link PersonalLinkDialog}. */
export interface PersonalLinkDialogProps {
  /** The employee (kept while the dialog closes). */
  employee: { id: number; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; mount it with a `key` per opening. */
export function PersonalLinkDialog({ employee, open, onOpenChange }: PersonalLinkDialogProps) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<'renew' | 'revoke' | null>(null);
  const signed = useSignedLink({
    read: (params) => getEmployeeClockInUrlQueryOptions(api, employee.id, params),
    revoke: revokeEmployeeClockInUrlsMutationOptions,
    id: employee.id,
    enabled: open,
  });
  const failed = (error: unknown) =>
    toast({ title: k.actionError, description: errorText(error), variant: 'danger' });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{k.personalTitle(employee.name)}</DialogTitle>
          <DialogDescription>{k.personalText}</DialogDescription>
        </DialogHeader>
        <SignedLinkBody
          signed={signed}
          revokedText={k.personalRevokedText}
          skeletonClassName="h-56 w-56 justify-self-center"
        >
          {(link) => (
            <div className="grid gap-4">
              <LinkQr
                url={link.url}
                label={k.personalQrLabel(employee.name)}
                className="justify-self-center"
              />
              <CopyField label={k.personalUrlLabel} value={link.url} />
              <p className="text-sm">{k.expires(formatLongDateTime(link.expires_at))}</p>
              <div className="flex flex-wrap gap-2">
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
          )}
        </SignedLinkBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{k.close}</Button>
          </DialogClose>
        </DialogFooter>
        <ConfirmDeleteDialog
          open={confirming === 'renew'}
          onOpenChange={(next) => !next && setConfirming(null)}
          recordName={employee.name}
          title={k.personalRenewTitle(employee.name)}
          description={k.personalRenewText}
          confirmLabel={k.renew}
          onConfirm={async () => {
            await signed.renew();
            toast({ title: k.renewed, variant: 'success' });
          }}
          onError={failed}
        />
        <ConfirmDeleteDialog
          open={confirming === 'revoke'}
          onOpenChange={(next) => !next && setConfirming(null)}
          recordName={employee.name}
          title={k.personalRevokeTitle(employee.name)}
          description={k.personalRevokeText}
          confirmLabel={k.revoke}
          onConfirm={async () => {
            await signed.revoke();
            toast({ title: k.revoked, variant: 'success' });
          }}
          onError={failed}
        />
      </DialogContent>
    </Dialog>
  );
}
