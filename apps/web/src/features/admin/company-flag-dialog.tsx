/**
 * Asks before an administrator verifies or authorises a company, or takes either back
 * (docs/decisions/0027-vacancy-console.md): an alert dialog that names the company and says
 * what changes for it. The change is sent only from «Verificar» / «Autorizar» (or their
 * reverse); «Cancelar», Escape or closing it sends nothing.
 */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@jornada/ui';
import { useRef, useState } from 'react';
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
  // Opened from a row menu there is no Radix trigger, so focus goes back to what had it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={change !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {shown && text ? (
        <AlertDialogContent
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>{text.title(shown.name)}</AlertDialogTitle>
            <AlertDialogDescription>{text.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={onConfirm}>{text.action}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
