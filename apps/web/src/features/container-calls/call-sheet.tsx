/**
 * Create or edit a container call (contract `ContainerCallInput`):
 * the container (among the company's, newest 50) and terminal, type, status, when,
 * the terminal's appointment number and notes, in a `RecordSheet`.
 */
import {
  createContainerCallMutationOptions,
  listCompanyContainersQueryOptions,
  listCompanyTerminalsQueryOptions,
  updateContainerCallMutationOptions,
  type components,
} from '@jornada/api-client';
import { containerCallInputFormSchema } from '@jornada/api-client/forms';
import {
  DateTimeField,
  RecordSheet,
  SelectField,
  TextareaField,
  TextField,
} from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { requiredIdChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

type Schemas = components['schemas'];
type ContainerCall = Schemas['ContainerCall'];

const m = containerMessages.calls;
const choose = containerMessages.containers.chooseOption;
const types = Object.keys(m.types) as Array<Schemas['ContainerCallType']>;
const statuses = Object.keys(m.statuses) as Array<Schemas['ContainerCallStatus']>;

const schema = containerCallInputFormSchema({
  type: choose,
  status: choose,
  scheduled_at: m.scheduledAtInvalid,
  reference: m.referenceInvalid,
  notes: m.notesInvalid,
})
  .omit({ unit_id: true, driver_id: true })
  .extend({ container_id: requiredIdChoice(choose), terminal_id: requiredIdChoice(choose) });

/** Props of {@link CallSheet}. */
export interface CallSheetProps {
  companyId: number;
  /** The call being edited; absent to create one. */
  call?: ContainerCall;
  /** When a new call starts (e.g. the day on screen), ISO 8601. */
  defaultScheduledAt?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The call sheet; mount it with a `key` per opening. */
export function CallSheet({ companyId, call, defaultScheduledAt, ...slot }: CallSheetProps) {
  const { api } = useAppContext();
  const containers = useQuery({
    ...listCompanyContainersQueryOptions(api, companyId, { page: 1, per_page: 50 }),
    enabled: slot.open,
  });
  const terminals = useQuery({
    ...listCompanyTerminalsQueryOptions(api, companyId, { page: 1, per_page: 50 }),
    enabled: slot.open,
  });
  const sheet = useRecordSheet({
    ...slot,
    title: call ? m.editTitle(call.container.number) : m.createTitle,
    schema,
    defaultValues: {
      container_id: call ? String(call.container.id) : '',
      terminal_id: call ? String(call.terminal.id) : '',
      status: call?.status ?? 'solicitada',
      scheduled_at: call?.scheduled_at ?? defaultScheduledAt ?? '',
      reference: call?.reference ?? '',
      notes: call?.notes ?? '',
      ...(call ? { type: call.type } : {}),
    },
    record: call,
    create: {
      mutation: createContainerCallMutationOptions,
      variables: (body) => body,
      done: (saved) => m.created(saved.container.number),
    },
    update: {
      mutation: updateContainerCallMutationOptions,
      variables: (body, { id }) => ({ containerCallId: id, ...body }),
      done: (saved) => m.updated(saved.container.number),
    },
    failed: m.saveError,
  });
  const containerOptions = (containers.data?.data ?? []).map((container) => ({
    value: String(container.id),
    label: container.number,
  }));
  if (call && !containerOptions.some((option) => option.value === String(call.container.id)))
    containerOptions.unshift({ value: String(call.container.id), label: call.container.number });
  return (
    <RecordSheet {...sheet}>
      <SelectField name="container_id" label={m.container} required options={containerOptions} />
      <SelectField
        name="terminal_id"
        label={m.terminal}
        required
        options={(terminals.data?.data ?? []).map((terminal) => ({
          value: String(terminal.id),
          label: `${terminal.name} (${terminal.code})`,
        }))}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          name="type"
          label={m.type}
          required
          options={types.map((value) => ({ value, label: m.types[value] }))}
        />
        <SelectField
          name="status"
          label={m.status}
          required
          options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
        />
      </div>
      <DateTimeField name="scheduled_at" label={m.scheduledAt} required />
      <TextField name="reference" label={m.reference} autoComplete="off" maxLength={60} />
      <TextareaField name="notes" label={m.notes} maxLength={1000} />
    </RecordSheet>
  );
}
