/**
 * A service order's status life cycle (openapi/README.md decision 38):
 * `abierta` → `programada` → `en_proceso` →
 * `completada`; any open one (`abierta`, `programada`, `en_proceso`) may be
 * `cancelada`; `completada` and `cancelada` are final.
 */
import type { components } from '@jornada/api-client/schema';

/** A service order status of the contract. */
export type ServiceOrderStatus = components['schemas']['ServiceOrderStatus'];

/** The statuses a service order may move to from each status. */
export const serviceOrderMoves: Record<ServiceOrderStatus, readonly ServiceOrderStatus[]> = {
  abierta: ['programada', 'cancelada'],
  programada: ['en_proceso', 'cancelada'],
  en_proceso: ['completada', 'cancelada'],
  completada: [],
  cancelada: [],
};

/** Whether a service order may move from one status to another (staying put is always allowed). */
export const canMove = (from: ServiceOrderStatus, to: ServiceOrderStatus) =>
  from === to || serviceOrderMoves[from].includes(to);
