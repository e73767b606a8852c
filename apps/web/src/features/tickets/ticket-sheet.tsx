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
import { ticketInputFormSchema } from '@jornada/api-client/forms';
import {
  DateTimeField,
  RecordSheet,
  SelectField,
  TextareaField,
  TextField,
} from '@jornada/ui/forms';
import { useAppContext } from '../../app/app-context.ts';
import { EmployeeField } from '../../app/employee-field.tsx';
import { UnitField } from '../../app/unit-field.tsx';
import { messages } from '../../messages/messages.ts';
import { idChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import type { TicketStatus } from './ticket-status.ts';

type Schemas = components['schemas'];
type Ticket = Schemas['Ticket'];

const m = messages.tickets;
const categories = Object.keys(m.categories) as Array<Schemas['TicketCategory']>;
const priorities = Object.keys(m.priorities) as Array<Schemas['TicketPriority']>;

// Pickers hold ids as strings ('' for none); fields are named as the contract's, so that a 422
// for `unit_id` or `assigned_to_id` shows on its field. A ticket needs a description.
const schema = ticketInputFormSchema({
  subject: m.subjectInvalid,
  description: m.descriptionInvalid,
  category: m.chooseOption,
  priority: m.chooseOption,
  due_at: m.dueAtInvalid,
})
  .omit({ company_id: true })
  .extend({ unit_id: idChoice(null), assigned_to_id: idChoice(null) })
  .refine((v) => v.description.length > 0, { error: m.descriptionInvalid, path: ['description'] });

/** Props of {@link TicketSheet}. */
export interface TicketSheetProps {
  companyId: number;
  /** The ticket being edited; absent to report one. */
  ticket?: Ticket;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The ticket sheet; mount it with a `key` per record. */
export function TicketSheet({ companyId, ticket, ...slot }: TicketSheetProps) {
  const { api, queryClient } = useAppContext();
  const sheet = useRecordSheet({
    ...slot,
    title: ticket ? m.editTitle(ticket.folio) : m.createTitle,
    schema,
    defaultValues: {
      subject: ticket?.subject ?? '',
      description: ticket?.description ?? '',
      priority: ticket?.priority ?? 'media',
      status: ticket?.status ?? 'abierto',
      unit_id: ticket?.unit ? String(ticket.unit.id) : '',
      assigned_to_id: ticket?.assigned_to ? String(ticket.assigned_to.id) : '',
      due_at: ticket?.due_at ?? '',
      ...(ticket ? { category: ticket.category } : {}),
    },
    record: ticket,
    create: {
      mutation: createTicketMutationOptions,
      // A new ticket starts open (the server sets its status) and leaves out what was not chosen.
      variables: ({ status: _status, ...body }) => ({
        company_id: companyId,
        ...(Object.fromEntries(
          Object.entries(body).filter(([, value]) => value !== null),
        ) as typeof body),
      }),
      done: (saved) => m.created(saved.folio),
    },
    update: {
      mutation: updateTicketMutationOptions,
      variables: (body, { id }) => ({ ticketId: id, company_id: companyId, ...body }),
      after: (saved) =>
        queryClient.setQueryData(getTicketQueryOptions(api, saved.id).queryKey, saved),
      done: (saved) => m.updated(saved.folio),
    },
  });

  const statuses: TicketStatus[] = ticket ? [ticket.status, ...ticket.next_statuses] : [];

  return (
    <RecordSheet {...sheet} className="sm:max-w-lg">
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
        enabled={slot.open}
      />
      <UnitField
        companyId={companyId}
        name="unit_id"
        label={m.unit}
        description={m.unitHint}
        emptyLabel={m.noUnit}
        current={ticket?.unit}
        enabled={slot.open}
      />
      <DateTimeField name="due_at" label={m.dueAt} />
    </RecordSheet>
  );
}
