/**
 * A tour's status life cycle (decision 38): a
 * scheduled tour starts (`en_curso`) and finishes (`finalizado`), and may be
 * cancelled before or while it runs; `finalizado` and `cancelado` are final.
 * The unit's status follows: `en_ruta` while one of its tours runs.
 */
import type { components } from '@jornada/api-client/schema';

/** A tour status of the contract. */
export type TourStatus = components['schemas']['TourStatus'];

/** The statuses a tour may move to from each status (`Tour.next_statuses`). */
export const tourMoves: Record<TourStatus, readonly TourStatus[]> = {
  programado: ['en_curso', 'cancelado'],
  en_curso: ['finalizado', 'cancelado'],
  finalizado: [],
  cancelado: [],
};

/** Whether a tour may move from one status to another (staying put is always allowed: a replay). */
export const canMove = (from: TourStatus, to: TourStatus) =>
  from === to || tourMoves[from].includes(to);

/** Whether passengers of a tour in this status may still be marked. */
export const isOpen = (status: TourStatus) => status === 'programado' || status === 'en_curso';
