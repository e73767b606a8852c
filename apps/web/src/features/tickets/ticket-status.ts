/**
 * How ticket statuses read (contract `TicketStatus`): their badge colour and the label of the
 * button that moves a ticket to one. Which moves a ticket may make is the server's business:
 * `Ticket.next_statuses` (its life cycle, docs/decisions/0015-company-records.md).
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';

/** A ticket status. */
export type TicketStatus = components['schemas']['TicketStatus'];

const m = messages.tickets;

/** Every status, in the order of the ticket's life (the list's filter). */
export const ticketStatuses = [
  'abierto',
  'en_proceso',
  'en_espera',
  'resuelto',
  'cerrado',
  'cancelado',
] as const satisfies readonly TicketStatus[];

/** The button that moves a ticket from `from` to `to` ('Reabrir' a resolved one, 'Reanudar'…). */
export function moveLabel(from: TicketStatus, to: TicketStatus): string {
  if (to === 'en_proceso' && from === 'resuelto') return m.moves.reopen;
  if (to === 'en_proceso' && from === 'en_espera') return m.moves.resume;
  return to === 'abierto' ? m.statuses.abierto : m.moves[to];
}

/** Badge colour of a status. */
export function statusVariant(status: TicketStatus) {
  return (
    {
      abierto: 'primary',
      en_proceso: 'secondary',
      en_espera: 'warning',
      resuelto: 'success',
      cerrado: 'outline',
      cancelado: 'outline',
    } as const
  )[status];
}
