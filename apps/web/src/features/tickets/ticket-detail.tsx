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
import { Badge, Button, ButtonLink, Card, ConfirmDeleteDialog, useToast } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';
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
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const { data: ticket } = useQuery(getTicketQueryOptions(api, ticketId));
  const update = useMutation(updateTicketMutationOptions(api, queryClient));
  const remove = useMutation(deleteTicketMutationOptions(api, queryClient));
  const navigate = useNavigate();
  const [editing, setEditing] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState(false);
  if (!ticket) return null;
  const moves = ticket.next_statuses;
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
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.workspaceTickets.href(companyId)}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{ticket.folio}</p>
          <h1 className="text-2xl font-bold tracking-tight">{ticket.subject}</h1>
          <p>
            <span className="sr-only">{m.status}: </span>
            <Badge variant={statusVariant(ticket.status)}>{m.statuses[ticket.status]}</Badge>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
          >
            <Pencil aria-hidden="true" />
            {m.edit}
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </header>
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
      <section aria-labelledby="ticket-moves" className="grid gap-3">
        <h2 id="ticket-moves" className="text-lg font-semibold">
          {m.movesHeading}
        </h2>
        {moves.length === 0 ? (
          <p className="text-muted-foreground">{m.noMoves}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelado' ? 'outline' : 'primary'}
                loading={update.isPending && update.variables?.status === to}
                onClick={() =>
                  update.mutate(
                    { ticketId: ticket.id, ...inputOf(ticket, to) },
                    {
                      onSuccess: (saved) => {
                        queryClient.setQueryData(
                          getTicketQueryOptions(api, ticket.id).queryKey,
                          saved,
                        );
                        toast({ title: m.moved(m.statuses[saved.status]), variant: 'success' });
                      },
                      onError: (error) =>
                        toast({
                          title: m.moveError,
                          description: errorText(error),
                          variant: 'danger',
                        }),
                    },
                  )
                }
              >
                {moveLabel(ticket.status, to)}
              </Button>
            ))}
          </div>
        )}
      </section>
      <TicketSheet
        key={editing.key}
        companyId={companyId}
        ticket={ticket}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordName={ticket.folio}
        description={m.deleteText(ticket.folio)}
        onConfirm={async () => {
          await remove.mutateAsync(ticket.id);
          toast({ title: m.deleted(ticket.folio), variant: 'success' });
          await navigate(paths.workspaceTickets.href(companyId));
        }}
        onError={(error) =>
          toast({
            title: messages.workspace.deleteError,
            description: errorText(error),
            variant: 'danger',
          })
        }
      />
    </article>
  );
}
