/**
 * Container calls (docs/decisions/0023-container-tracking.md; citas): the company's calls of
 * the week on `@jornada/calendar` (day and week views; dragging a call, or picking it up with
 * Space and moving it with the arrows, moves it: `updateContainerCall` with the new time), and
 * the same calls as a list (the period and the day/week switch in call-toolbar.tsx) with 'Editar' and 'Eliminar' per row; 'Nueva cita' opens
 * call-sheet.tsx.
 */
import {
  deleteContainerCallMutationOptions,
  listContainerCallsQueryOptions,
  updateContainerCallMutationOptions,
  type components,
} from '@jornada/api-client';
import {
  CalendarGrid,
  CalendarRoot,
  type CalendarEvent,
  type EventChange,
} from '@jornada/calendar';
import {
  Badge,
  Button,
  Card,
  formatDateTime,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useToast,
} from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { containerMessages } from '../../messages/container-messages.ts';
import { CallSheet } from './call-sheet.tsx';
import { CallToolbar, type CallView } from './call-toolbar.tsx';
import { callEvent, weekRange } from './call-week.ts';

type ContainerCall = components['schemas']['ContainerCall'];

const m = containerMessages.calls;
/** How long after the last step of a move it is saved, ms. */
const saveDelayMs = 800;

/** A calendar date (a Date, or 'YYYY-MM-DD HH:mm' in local time) as a Date. */
function toDate(value: CalendarEvent['start']): Date {
  return value instanceof Date ? value : new Date(value.replace(' ', 'T'));
}

/** The calls of the week holding `date` (50, the contract's page limit). */
export function weekCallsQuery(
  api: ReturnType<typeof useAppContext>['api'],
  companyId: number,
  date: Date,
) {
  return listContainerCallsQueryOptions(api, {
    company_id: companyId,
    ...weekRange(date),
    per_page: 50,
  });
}

function inputOf(call: ContainerCall, scheduledAt: string) {
  return {
    container_id: call.container.id,
    terminal_id: call.terminal.id,
    type: call.type,
    status: call.status,
    scheduled_at: scheduledAt,
    unit_id: call.unit?.id ?? null,
    driver_id: call.driver?.id ?? null,
    reference: call.reference,
    notes: call.notes,
  };
}

function CallsTable({
  calls,
  onEdit,
  onDelete,
}: {
  calls: ContainerCall[];
  onEdit: (call: ContainerCall) => void;
  onDelete: (call: ContainerCall) => void;
}) {
  if (calls.length === 0) return <p className="text-muted-foreground">{m.empty}</p>;
  return (
    <Table>
      <TableCaption className="sr-only">{m.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          {[m.scheduledAt, m.type, m.container, m.terminal, m.status, m.reference, m.actions].map(
            (header) => (
              <TableHead key={header}>{header}</TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...calls]
          .sort((a, b) => a.scheduled_at.localeCompare(b.scheduled_at))
          .map((call) => (
            <TableRow key={call.id}>
              <TableCell>{formatDateTime(call.scheduled_at)}</TableCell>
              <TableCell label={m.type}>{m.types[call.type]}</TableCell>
              <TableCell label={m.container} className="font-medium">
                {call.container.number}
              </TableCell>
              <TableCell label={m.terminal}>{call.terminal.name}</TableCell>
              <TableCell label={m.status}>
                <Badge variant="outline">{m.statuses[call.status]}</Badge>
              </TableCell>
              <TableCell label={m.reference}>{call.reference ?? '—'}</TableCell>
              <TableCell label={m.actions}>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={m.edit(call.container.number)}
                    onClick={() => onEdit(call)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={m.remove(call.container.number)}
                    onClick={() => onDelete(call)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}

/** The calls screen of company `companyId`. */
export function CallsScreen({ companyId }: { companyId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [view, setView] = useState<CallView>(() =>
    window.matchMedia('(max-width: 639px)').matches ? 'day' : 'week',
  );
  const [date, setDate] = useState(() => new Date());
  const calls = useQuery(weekCallsQuery(api, companyId, date));
  const update = useMutation(updateContainerCallMutationOptions(api, queryClient));
  const [sheet, setSheet] = useState<{ open: boolean; key: number; call?: ContainerCall }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<ContainerCall | null>(null);
  const rows = calls.data?.data ?? [];
  // Moves shown at once and saved once the person stops moving (each arrow step is a change).
  const [moves, setMoves] = useState<Record<number, string>>({});
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const events = rows.map((call) =>
    callEvent(moves[call.id] ? { ...call, scheduled_at: moves[call.id]! } : call),
  );

  const save = (call: ContainerCall, scheduledAt: string) => {
    const forget = () => setMoves(({ [call.id]: _saved, ...rest }) => rest);
    if (new Date(scheduledAt).getTime() === new Date(call.scheduled_at).getTime()) {
      forget();
      return;
    }
    update.mutate(
      { containerCallId: call.id, ...inputOf(call, scheduledAt) },
      {
        onSuccess: (saved) =>
          toast({
            title: m.moved(saved.container.number, formatDateTime(saved.scheduled_at)),
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: m.saveError, description: errorText(error), variant: 'danger' }),
        onSettled: forget,
      },
    );
  };
  const onEventsChange = (_events: CalendarEvent[], change: EventChange) => {
    if (change.type !== 'update') return;
    const call = rows.find((row) => String(row.id) === String(change.event.id));
    if (!call) return;
    const scheduledAt = toDate(change.event.start).toISOString();
    setMoves((current) => ({ ...current, [call.id]: scheduledAt }));
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => save(call, scheduledAt), saveDelayMs);
  };
  const newCallAt = () => {
    const at = new Date(date);
    at.setHours(9, 0, 0, 0);
    return at.toISOString();
  };
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        <Button onClick={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}>
          <Plus aria-hidden="true" />
          {m.create}
        </Button>
      </div>
      <Card className="grid gap-3 p-3">
        <CallToolbar view={view} onViewChange={setView} date={date} onDateChange={setDate} />
        <CalendarRoot
          aria-label={m.calendar}
          view={view}
          disableViews={['years', 'year', 'month']}
          selectedDate={date}
          onSelectedDateChange={setDate}
          events={events}
          editable={{ drag: true }}
          onEventsChange={onEventsChange}
          timeFrom={6 * 60}
          timeTo={22 * 60}
          cellHeight={36}
        >
          <CalendarGrid />
        </CalendarRoot>
      </Card>
      <Card className="grid gap-3 p-5">
        <h2 className="text-lg font-semibold">{m.caption}</h2>
        {calls.isPending ? (
          <p role="status">{m.loading}</p>
        ) : (
          <CallsTable
            calls={rows}
            onEdit={(call) => setSheet((s) => ({ open: true, key: s.key + 1, call }))}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <CallSheet
        key={sheet.key}
        companyId={companyId}
        {...(sheet.call ? { call: sheet.call } : { defaultScheduledAt: newCallAt() })}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <RecordDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        recordId={deleting?.id ?? null}
        recordName={deleting ? m.callName(deleting.container.number) : ''}
        description={m.deleteText}
        deleteMutation={deleteContainerCallMutationOptions}
        deleted={m.deleted}
      />
    </div>
  );
}
