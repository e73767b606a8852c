/**
 * A revision order's status life cycle (openapi/README.md decision 38):
 * `pendiente` → `en_revision` → `aprobada`,
 * `con_observaciones` or `rechazada`; an order `con_observaciones` goes back
 * `en_revision` once the findings are fixed; `aprobada` and `rechazada` are
 * final.
 */
import type { components } from '@jornada/api-client/schema';

/** A revision order status of the contract. */
export type RevisionOrderStatus = components['schemas']['RevisionOrderStatus'];

/** The statuses a revision order may move to from each status. */
export const revisionOrderMoves: Record<RevisionOrderStatus, readonly RevisionOrderStatus[]> = {
  pendiente: ['en_revision'],
  en_revision: ['aprobada', 'con_observaciones', 'rechazada'],
  con_observaciones: ['en_revision'],
  aprobada: [],
  rechazada: [],
};

/** The statuses that record the outcome of an inspection. */
export const inspectionOutcomes: readonly RevisionOrderStatus[] = [
  'aprobada',
  'con_observaciones',
  'rechazada',
];

/** Whether a revision order may move from one status to another (staying put is always allowed). */
export const canMove = (from: RevisionOrderStatus, to: RevisionOrderStatus) =>
  from === to || revisionOrderMoves[from].includes(to);
