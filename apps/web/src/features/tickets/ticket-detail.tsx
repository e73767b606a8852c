/**
 * One ticket: its facts, 'Editar' (ticket-sheet.tsx), 'Eliminar' after a confirmation, and the
 * status moves the server allows now (`Ticket.next_statuses`) as buttons. `updateTicket` replaces
 * the editable fields, so a move sends the ticket's current fields with the new status.
 */
import {
  deleteTicketMutationOptions,
  getTicketQueryOptions,
  updateTicketMutationOptions,
  type components,
} from '@jornada/api-client';
import { Card } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { RecordDetailHeader } from '../../records/record-detail-header.tsx';
import { StatusMoves } from '../../app/status-moves.tsx';
import { useStatusMove } from '../../app/use-status-move.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { TicketSheet } from './ticket-sheet.tsx';
import { moveLabel, statusVariant, type TicketStatus } from './ticket-status.ts';

type Ticket = components['schemas']['Ticket'];

const m = messages.tickets;
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/** The fields `updateTicket` replaces, from the ticket as read. */
function inputOf(ticket: Ticket, status: TicketStatus): components['schemas']['TicketInput'] {
  return {
    company_id: ticket.company_id,
    subject: ticket.subject,
    description: ticket.description,
    category: ticket.category,
    priority: ticket.priority,
    status,
    unit_id: ticket.unit?.id ?? null,
    assigned_to_id: ticket.assigned_to?.id ?? null,
    due_at: ticket.due_at,
  };
}

/** The ticket screen. */
export function TicketDetail({ companyId, ticketId }: { companyId: number; ticketId: number }) {
  const { api } = useAppContext();
  const { data: ticket } = useQuery(getTicketQueryOptions(api, ticketId));
  const { move, pending } = useStatusMove({
    mutation: updateTicketMutationOptions,
    moved: (saved) => m.moved(m.statuses[saved.status]),
    failed: m.moveError,
    detailQuery: getTicketQueryOptions,
  });
  const [editing, setEditing] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState(false);
  if (!ticket) return null;
  const facts: [string, string][] = [
    [m.category, m.categories[ticket.category]],
    [m.priority, m.priorities[ticket.priority]],
    [m.reportedBy, ticket.reported_by?.name ?? m.deletedAccount],
    [m.assignedTo, ticket.assigned_to?.name ?? m.unassigned],
    [m.unit, ticket.unit ? `${ticket.unit.economic_number} · ${ticket.unit.plate}` : m.noUnit],
    [m.createdAt, dateTime.format(new Date(ticket.created_at))],
    ...(ticket.due_at
      ? [[m.dueAt, dateTime.format(new Date(ticket.due_at))] as [string, string]]
      : []),
    ...(ticket.resolved_at
      ? [[m.resolvedAt, dateTime.format(new Date(ticket.resolved_at))] as [string, string]]
      : []),
  ];
  return (
    <article className="grid max-w-3xl gap-6">
      <RecordDetailHeader
        messages={m}
        backHref={paths.workspaceTickets.href(companyId)}
        caption={ticket.folio}
        title={ticket.subject}
        status={{ label: m.statuses[ticket.status], variant: statusVariant(ticket.status) }}
        onEdit={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
        onDelete={() => setDeleting(true)}
      />
      <Card className="grid gap-4 p-5">
        <p className="whitespace-pre-line">{ticket.description}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <StatusMoves
        messages={m}
        moves={ticket.next_statuses}
        label={(to) => moveLabel(ticket.status, to)}
        quiet="cancelado"
        pending={pending}
        onMove={(to) => void move({ ticketId: ticket.id, ...inputOf(ticket, to) })}
      />
      <TicketSheet
        key={editing.key}
        companyId={companyId}
        ticket={ticket}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <RecordDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordId={ticket.id}
        recordName={ticket.folio}
        description={m.deleteText(ticket.folio)}
        deleteMutation={deleteTicketMutationOptions}
        deleted={m.deleted}
        leaveTo={paths.workspaceTickets.href(companyId)}
      />
    </article>
  );
}
