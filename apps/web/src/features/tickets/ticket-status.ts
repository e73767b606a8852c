/**
 * The moves between ticket statuses (contract `TicketStatus`; docs/decisions/0013-company-workspace-routes.md):
 * abierto → en_proceso → en_espera ⇄ en_proceso → resuelto → cerrado, `resuelto` may be reopened
 * (back to en_proceso), and any open status may be cancelled. `cerrado` and `cancelado` are final.
 */
import type { components } from '@jornada/api-client';

/** A ticket status. */
export type TicketStatus = components['schemas']['TicketStatus'];

/** Every status, in the order of the ticket's life. */
export const ticketStatuses = [
  'abierto',
  'en_proceso',
  'en_espera',
  'resuelto',
  'cerrado',
  'cancelado',
] as const satisfies readonly TicketStatus[];

const moves: Record<TicketStatus, readonly TicketStatus[]> = {
  abierto: ['en_proceso', 'cancelado'],
  en_proceso: ['en_espera', 'resuelto', 'cancelado'],
  en_espera: ['en_proceso', 'cancelado'],
  resuelto: ['cerrado', 'en_proceso'],
  cerrado: [],
  cancelado: [],
};

/** The statuses a ticket in `status` may move to. */
export function allowedMoves(status: TicketStatus): readonly TicketStatus[] {
  return moves[status];
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
