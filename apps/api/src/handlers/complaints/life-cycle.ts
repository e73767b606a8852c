/**
 * A complaint's status life cycle (decision 41,
 * docs/decisions/0022-complaints.md): `recibida` → `en_revision` →
 * `en_atencion` → `resuelta` | `improcedente` → `cerrada`. A complaint under
 * review may be found `improcedente` at once; a `resuelta` one may go back to
 * `en_atencion` (the filer says it is not solved); `cerrada` is final.
 */
import type { components } from '@jornada/api-client/schema';

/** A complaint status of the contract. */
export type ComplaintStatus = components['schemas']['ComplaintStatus'];

/** The statuses a complaint may move to from each status. */
export const complaintMoves: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  recibida: ['en_revision'],
  en_revision: ['en_atencion', 'improcedente'],
  en_atencion: ['resuelta', 'improcedente'],
  resuelta: ['cerrada', 'en_atencion'],
  improcedente: ['cerrada'],
  cerrada: [],
};

/** Whether a complaint may move from one status to another (staying put is not a move). */
export const canMoveComplaint = (from: ComplaintStatus, to: ComplaintStatus) =>
  complaintMoves[from].includes(to);

/** Statuses whose move carries the answer to the filer (`resolution`). */
export const concludingStatuses: ReadonlySet<ComplaintStatus> = new Set([
  'resuelta',
  'improcedente',
]);
