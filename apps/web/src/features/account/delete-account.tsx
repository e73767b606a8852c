import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
} from '@jornada/ui';
import { useState } from 'react';
import { messages } from '../../messages/messages.ts';

const m = messages.settings;

/** The account-deletion button with its confirmation dialog. */
export function DeleteAccount({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{m.deleteText}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="danger" className="w-fit">
            {m.deleteButton}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.deleteConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.deleteConfirmText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.deleteCancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={busy}
              onClick={async (event) => {
                event.preventDefault();
                setBusy(true);
                setError(null);
                try {
                  await onConfirm();
                } catch {
                  setError(m.deleteFailed);
                  setBusy(false);
                }
              }}
            >
              {m.deleteConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
