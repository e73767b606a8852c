/**
 * 'Registrar evento' of a container (contract `ContainerHistoryInput`, spec section 7 "History"):
 * the event, when it happened, the terminal and a description, in a `RecordSheet`. The container's
 * page is read again afterwards (an event may move its status or place).
 */
import {
  containersKeys,
  createContainerHistoryEntryMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  RecordSheet,
  SelectField,
  TextareaField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';
import { terminalOptionsQuery } from './container-status.ts';

type HistoryEvent = components['schemas']['ContainerHistoryEvent'];

const m = containerMessages.history;
const events = Object.keys(m.events) as [HistoryEvent, ...HistoryEvent[]];

const schema = z.object({
  event: z.enum(events, { error: containerMessages.containers.chooseOption }),
  occurred_at: z.iso.datetime({ error: m.occurredAtInvalid }),
  terminal_id: z.string(),
  description: z.string().trim().max(2000, { error: m.descriptionInvalid }),
});

/** Props of {@link HistorySheet}. */
export interface HistorySheetProps {
  companyId: number;
  containerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that records an event; mount it with a `key` per opening. */
export function HistorySheet({ companyId, containerId, open, onOpenChange }: HistorySheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: open });
  const create = useMutation(createContainerHistoryEntryMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      occurred_at: new Date().toISOString(),
      terminal_id: '',
      description: '',
    } as z.input<typeof schema>,
  });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={m.addTitle}
      onSubmit={async ({ terminal_id, description, ...values }) => {
        const saved = await create.mutateAsync({
          containerId,
          ...values,
          ...(terminal_id ? { terminal_id: Number(terminal_id) } : {}),
          ...(description ? { description } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: containersKeys.getContainer(containerId) });
        toast({ title: m.created(m.events[saved.event]), variant: 'success' });
      }}
      onSubmitError={() =>
        toast({ title: containerMessages.containers.saveError, variant: 'danger' })
      }
    >
      <SelectField
        name="event"
        label={m.event}
        required
        options={events.map((value) => ({ value, label: m.events[value] }))}
      />
      <DateTimeField name="occurred_at" label={m.occurredAt} required />
      <SelectField
        name="terminal_id"
        label={m.terminal}
        emptyLabel={containerMessages.containers.noTerminal}
        options={(terminals.data?.data ?? []).map((terminal) => ({
          value: String(terminal.id),
          label: `${terminal.name} (${terminal.code})`,
        }))}
      />
      <TextareaField name="description" label={m.description} maxLength={2000} />
    </RecordSheet>
  );
}
