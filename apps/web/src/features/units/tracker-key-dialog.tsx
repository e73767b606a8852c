/**
 * 'Clave de rastreador GPS' of a unit (decision 38): a GPS tracker app on the OsmAnd protocol
 * (Traccar Client, OsmAnd) sends the unit's positions with a secret device id issued per unit.
 * The dialog says whether the unit has a key already (a new one replaces it), issues one
 * (`issueUnitTrackerKey`) on request and shows the device id and the server's address once, with
 * copy buttons. The key lives only in this dialog's state: the next opening starts afresh.
 */
import { issueUnitTrackerKeyMutationOptions, type components } from '@jornada/api-client';
import {
  Button,
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
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { unitName } from '../../app/company-fleet.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';

type Unit = components['schemas']['Unit'];
type TrackerKey = components['schemas']['UnitTrackerKey'];

const m = messages.units.tracker;
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short' });

/** Props of {@link TrackerKeyDialog}. */
export interface TrackerKeyDialogProps {
  /** The unit (kept while the dialog closes). */
  unit: Unit | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; mount it with a `key` per opening, so that an issued key is shown only once. */
export function TrackerKeyDialog({ unit, open, onOpenChange }: TrackerKeyDialogProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const issue = useMutation(issueUnitTrackerKeyMutationOptions(api, queryClient));
  const [issued, setIssued] = useState<TrackerKey | null>(null);
  const result = useRef<HTMLDivElement>(null);
  // The button that was focused is gone once the key shows: focus moves to the key.
  useEffect(() => {
    if (issued) result.current?.querySelector('input')?.focus();
  }, [issued]);
  const name = unit ? unitName(unit) : '';
  return (
    <Dialog open={open && unit !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{m.title(name)}</DialogTitle>
          <DialogDescription>{m.intro}</DialogDescription>
        </DialogHeader>
        {issued ? (
          <div ref={result} className="grid gap-4">
            <p className="flex gap-2 rounded-md border border-warning bg-card p-3 text-sm font-medium">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {m.shownOnce}
            </p>
            <CopyField label={m.deviceId} value={issued.device_id} />
            <CopyField label={m.serverUrl} value={issued.server_url} />
            <p className="text-sm text-muted-foreground">{m.steps}</p>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{m.done}</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <>
            <p className="flex gap-2 rounded-md border border-warning bg-card p-3 text-sm">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {unit?.tracker_key_issued_at
                ? m.replaces(dateTime.format(new Date(unit.tracker_key_issued_at)))
                : m.first}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={issue.isPending}>
                  {messages.workspace.cancel}
                </Button>
              </DialogClose>
              <Button
                loading={issue.isPending}
                onClick={async () => {
                  if (!unit) return;
                  try {
                    setIssued(await issue.mutateAsync(unit.id));
                    toast({ title: m.issued, variant: 'success' });
                  } catch (error) {
                    toast({
                      title: m.issueError,
                      description: errorText(error),
                      variant: 'danger',
                    });
                  }
                }}
              >
                {m.issue}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
