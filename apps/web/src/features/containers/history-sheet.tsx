/**
 * 'Registrar evento' of a container (contract `ContainerHistoryInput`):
 * the event, when it happened, the terminal and a description, in a `RecordSheet`. The container's
 * page is read again afterwards (an event may move its status or place).
 */
import {
  containersKeys,
  createContainerHistoryEntryMutationOptions,
  type components,
} from '@jornada/api-client';
import { containerHistoryInputFormSchema } from '@jornada/api-client/forms';
import { DateTimeField, RecordSheet, SelectField, TextareaField } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { idChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { terminalOptionsQuery } from './container-status.ts';

type HistoryEvent = components['schemas']['ContainerHistoryEvent'];

const m = containerMessages.history;
const events = Object.keys(m.events) as HistoryEvent[];

const schema = containerHistoryInputFormSchema({
  event: containerMessages.containers.chooseOption,
  occurred_at: m.occurredAtInvalid,
  description: m.descriptionInvalid,
})
  .omit({ order_id: true })
  .extend({ terminal_id: idChoice(undefined) });

/** Props of {@link HistorySheet}. */
export interface HistorySheetProps {
  companyId: number;
  containerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sheet that records an event; mount it with a `key` per opening. */
export function HistorySheet({ companyId, containerId, ...slot }: HistorySheetProps) {
  const { api, queryClient } = useAppContext();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: m.addTitle,
    schema,
    defaultValues: { occurred_at: new Date().toISOString(), terminal_id: '', description: '' },
    create: {
      mutation: createContainerHistoryEntryMutationOptions,
      variables: (body) => ({ containerId, ...body }),
      after: () =>
        queryClient.invalidateQueries({ queryKey: containersKeys.getContainer(containerId) }),
      done: (saved) => m.created(m.events[saved.event]),
    },
    failed: containerMessages.containers.saveError,
  });
  return (
    <RecordSheet {...sheet}>
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
