/**
 * One ticket with its allowed status changes as buttons (ticket-status.ts). `updateTicket`
 * replaces the editable fields, so a move sends the ticket's current fields with the new status.
 */
import {
  getTicketQueryOptions,
  updateTicketMutationOptions,
  type components,
} from '@jornada/api-client';
import { Badge, Button, ButtonLink, Card, useToast } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { allowedMoves, statusVariant, type TicketStatus } from './ticket-status.ts';

type Ticket = components['schemas']['Ticket'];

const m = messages.tickets;
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

function moveLabel(from: TicketStatus, to: TicketStatus): string {
  return from === 'resuelto' && to === 'en_proceso'
    ? m.moves.reopen
    : m.moves[to as keyof typeof m.moves];
}

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
  if (!ticket) return null;
  const moves = allowedMoves(ticket.status);
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
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{ticket.folio}</p>
        <h1 className="text-2xl font-bold tracking-tight">{ticket.subject}</h1>
        <p>
          <span className="sr-only">{m.status}: </span>
          <Badge variant={statusVariant(ticket.status)}>{m.statuses[ticket.status]}</Badge>
        </p>
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
                          description: error.message,
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
    </article>
  );
}
