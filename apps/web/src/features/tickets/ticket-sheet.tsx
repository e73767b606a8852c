/**
 * Report or edit a ticket (contract `TicketInput`) in a `RecordSheet`: subject, description,
 * category, priority, the unit, the assignee (one of the company's employees), the due date and,
 * when editing, the status (the current one or one of `next_statuses`, the server's life cycle).
 * The units are picked among the company's (`listCompanyUnits`, every page).
 */
import {
  createTicketMutationOptions,
  getTicketQueryOptions,
  updateTicketMutationOptions,
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
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { EmployeeField } from '../../app/employee-field.tsx';
import { useSaveErrorToast } from '../../app/save-error-toast.ts';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages.ts';
import { ticketStatuses, type TicketStatus } from './ticket-status.ts';

type Schemas = components['schemas'];
type Ticket = Schemas['Ticket'];

const m = messages.tickets;
const categories = Object.keys(m.categories) as [
  Schemas['TicketCategory'],
  ...Schemas['TicketCategory'][],
];
const priorities = Object.keys(m.priorities) as [
  Schemas['TicketPriority'],
  ...Schemas['TicketPriority'][],
];

// Pickers hold ids as strings ('' for none); fields are named as the contract's, so that a 422
// for `unit_id` or `assigned_to_id` shows on its field.
const schema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, { error: m.subjectInvalid })
    .max(150, { error: m.subjectInvalid }),
  description: z
    .string()
    .trim()
    .min(1, { error: m.descriptionInvalid })
    .max(5000, { error: m.descriptionInvalid }),
  category: z.enum(categories, { error: m.chooseOption }),
  priority: z.enum(priorities, { error: m.chooseOption }),
  status: z.enum(ticketStatuses),
  unit_id: z.string(),
  assigned_to_id: z.string(),
  due_at: z.union([z.literal(''), z.iso.datetime({ error: m.dueAtInvalid })]),
});

const id = (value: string) => (value ? Number(value) : null);

/** Props of {@link TicketSheet}. */
export interface TicketSheetProps {
  companyId: number;
  /** The ticket being edited; absent to report one. */
  ticket?: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The ticket sheet; mount it with a `key` per record. */
export function TicketSheet({ companyId, ticket, open, onOpenChange }: TicketSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const create = useMutation(createTicketMutationOptions(api, queryClient));
  const update = useMutation(updateTicketMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      subject: ticket?.subject ?? '',
      description: ticket?.description ?? '',
      priority: ticket?.priority ?? 'media',
      status: ticket?.status ?? 'abierto',
      unit_id: ticket?.unit ? String(ticket.unit.id) : '',
      assigned_to_id: ticket?.assigned_to ? String(ticket.assigned_to.id) : '',
      due_at: ticket?.due_at ?? '',
      ...(ticket ? { category: ticket.category } : {}),
    } as z.input<typeof schema>,
  });

  const statuses: TicketStatus[] = ticket ? [ticket.status, ...ticket.next_statuses] : [];

  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      className="sm:max-w-lg"
      title={ticket ? m.editTitle(ticket.folio) : m.createTitle}
      onSubmit={async ({ status, unit_id, assigned_to_id, due_at, ...values }) => {
        if (ticket) {
          const saved = await update.mutateAsync({
            ticketId: ticket.id,
            company_id: companyId,
            ...values,
            status,
            unit_id: id(unit_id),
            assigned_to_id: id(assigned_to_id),
            due_at: due_at || null,
          });
          queryClient.setQueryData(getTicketQueryOptions(api, saved.id).queryKey, saved);
          toast({ title: m.updated(saved.folio), variant: 'success' });
        } else {
          const saved = await create.mutateAsync({
            company_id: companyId,
            ...values,
            ...(unit_id ? { unit_id: Number(unit_id) } : {}),
            ...(assigned_to_id ? { assigned_to_id: Number(assigned_to_id) } : {}),
            ...(due_at ? { due_at } : {}),
          });
          toast({ title: m.created(saved.folio), variant: 'success' });
        }
      }}
      onSubmitError={saveFailed}
    >
      <TextField name="subject" label={m.subject} required autoComplete="off" />
      <TextareaField name="description" label={m.description} required rows={5} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="category"
          label={m.category}
          required
          options={categories.map((value) => ({ value, label: m.categories[value] }))}
        />
        <SelectField
          name="priority"
          label={m.priority}
          required
          options={priorities.map((value) => ({ value, label: m.priorities[value] }))}
        />
      </div>
      {ticket ? (
        <SelectField
          name="status"
          label={m.status}
          description={m.statusHint}
          required
          options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
        />
      ) : null}
      <EmployeeField
        companyId={companyId}
        name="assigned_to_id"
        label={m.assignedTo}
        description={m.assigneeHint}
        emptyLabel={m.unassigned}
        current={ticket?.assigned_to}
        enabled={open}
      />
      <UnitField
        companyId={companyId}
        name="unit_id"
        label={m.unit}
        description={m.unitHint}
        emptyLabel={m.noUnit}
        current={ticket?.unit}
        enabled={open}
      />
      <DateTimeField name="due_at" label={m.dueAt} />
    </RecordSheet>
  );
}
