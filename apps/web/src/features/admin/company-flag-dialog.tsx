/**
 * Asks before an administrator verifies or authorises a company, or takes either back
 * (docs/decisions/0027-vacancy-console.md): an alert dialog that names the company and says
 * what changes for it. The change is sent only from «Verificar» / «Autorizar» (or their
 * reverse); «Cancelar», Escape or closing it sends nothing.
 */
import { ConfirmDialog } from '@jornada/ui';
import { useState } from 'react';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

const m = recruitingMessages.admin.companies;

/** The flag an administrator sets: the verified badge or the authorisation to publish. */
export type CompanyFlag = 'verify' | 'authorize';

/** What {@link CompanyFlagDialog} asks about. */
export interface CompanyFlagChange {
  flag: CompanyFlag;
  /** The new value: true verifies (authorises), false takes it back. */
  to: boolean;
  /** The company's name, as listed. */
  name: string;
}

/** Props of {@link CompanyFlagDialog}. */
export interface CompanyFlagDialogProps {
  /** The change asked about; null keeps the dialog closed. */
  change: CompanyFlagChange | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation of a company's verification or authorisation (see the module's comment). */
export function CompanyFlagDialog({ change, onCancel, onConfirm }: CompanyFlagDialogProps) {
  // The last change stays in the closing dialog, so Radix can close it and give focus back.
  const [shown, setShown] = useState(change);
  if (change && change !== shown) setShown(change);
  const text = shown ? m.confirm[shown.flag][shown.to ? 'on' : 'off'] : null;
  return (
    <ConfirmDialog
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={text?.title(shown?.name ?? '') ?? ''}
      description={text?.description ?? ''}
      confirmLabel={text?.action ?? ''}
      cancelLabel={m.cancel}
      onConfirm={onConfirm}
    />
  );
}
