/**
 * Create or edit a container call (contract `ContainerCallInput`, spec section 7 "Container
 * calls"): the container (among the company's, newest 50) and terminal, type, status, when,
 * the terminal's appointment number and notes, in a `RecordSheet`.
 */
import {
  createContainerCallMutationOptions,
  listCompanyContainersQueryOptions,
  listCompanyTerminalsQueryOptions,
  updateContainerCallMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  DateTimeField,
  RecordSheet,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';

type Schemas = components['schemas'];
type ContainerCall = Schemas['ContainerCall'];

const m = containerMessages.calls;
const choose = containerMessages.containers.chooseOption;
const types = Object.keys(m.types) as [
  Schemas['ContainerCallType'],
  ...Schemas['ContainerCallType'][],
];
const statuses = Object.keys(m.statuses) as [
  Schemas['ContainerCallStatus'],
  ...Schemas['ContainerCallStatus'][],
];

const schema = z.object({
  container_id: z.string().min(1, { error: choose }),
  terminal_id: z.string().min(1, { error: choose }),
  type: z.enum(types, { error: choose }),
  status: z.enum(statuses, { error: choose }),
  scheduled_at: z.iso.datetime({ error: m.scheduledAtInvalid }),
  reference: z.string().trim().max(60, { error: m.referenceInvalid }),
  notes: z.string().trim().max(1000, { error: m.notesInvalid }),
});

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
export function CallSheet({
  companyId,
  call,
  defaultScheduledAt,
  open,
  onOpenChange,
}: CallSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const containers = useQuery({
    ...listCompanyContainersQueryOptions(api, companyId, { page: 1, per_page: 50 }),
    enabled: open,
  });
  const terminals = useQuery({
    ...listCompanyTerminalsQueryOptions(api, companyId, { page: 1, per_page: 50 }),
    enabled: open,
  });
  const create = useMutation(createContainerCallMutationOptions(api, queryClient));
  const update = useMutation(updateContainerCallMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      container_id: call ? String(call.container.id) : '',
      terminal_id: call ? String(call.terminal.id) : '',
      status: call?.status ?? 'solicitada',
      scheduled_at: call?.scheduled_at ?? defaultScheduledAt ?? '',
      reference: call?.reference ?? '',
      notes: call?.notes ?? '',
      ...(call ? { type: call.type } : {}),
    } as z.input<typeof schema>,
  });
  const containerOptions = (containers.data?.data ?? []).map((container) => ({
    value: String(container.id),
    label: container.number,
  }));
  if (call && !containerOptions.some((option) => option.value === String(call.container.id)))
    containerOptions.unshift({ value: String(call.container.id), label: call.container.number });
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={call ? m.editTitle(call.container.number) : m.createTitle}
      onSubmit={async ({ container_id, terminal_id, reference, notes, ...values }) => {
        const input = {
          ...values,
          container_id: Number(container_id),
          terminal_id: Number(terminal_id),
          reference: reference || null,
          notes: notes || null,
        };
        const saved = call
          ? await update.mutateAsync({ containerCallId: call.id, ...input })
          : await create.mutateAsync(input);
        toast({
          title: call ? m.updated(saved.container.number) : m.created(saved.container.number),
          variant: 'success',
        });
      }}
      onSubmitError={() => toast({ title: m.saveError, variant: 'danger' })}
    >
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
