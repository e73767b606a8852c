/**
 * A ticket's status life cycle (decision in
 * docs/decisions/0015-company-records.md): open work moves between
 * `abierto`, `en_proceso` and `en_espera`; it ends `resuelto` (which can be
 * reopened or closed) or `cancelado`; `cerrado` and `cancelado` are final.
 */
import type { components } from '@jornada/api-client/schema';

/** A ticket status of the contract. */
export type TicketStatus = components['schemas']['TicketStatus'];

/** The statuses a ticket may move to from each status. */
export const ticketMoves: Record<TicketStatus, readonly TicketStatus[]> = {
  abierto: ['en_proceso', 'en_espera', 'resuelto', 'cancelado'],
  en_proceso: ['en_espera', 'resuelto', 'cancelado'],
  en_espera: ['en_proceso', 'resuelto', 'cancelado'],
  resuelto: ['cerrado', 'en_proceso'],
  cerrado: [],
  cancelado: [],
};

/** Whether a ticket may move from one status to another (staying put is always allowed). */
export const canMove = (from: TicketStatus, to: TicketStatus) =>
  from === to || ticketMoves[from].includes(to);
