/**
 * A container order's status life cycle (docs/decisions/0023-container-tracking.md):
 * pending or scheduled work goes
 * in transit, is delivered and closed; it may be cancelled until delivered.
 * `cerrada` and `cancelada` are final and free the container for a new order.
 */
import type { components } from '@jornada/api-client/schema';
import type { ContainerStatus } from '../containers/life-cycle.ts';

/** An order status of the contract. */
export type OrderStatus = components['schemas']['OrderStatus'];

/** The statuses an order may move to from each status. */
export const orderMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  pendiente: ['programada', 'en_transito', 'cancelada'],
  programada: ['pendiente', 'en_transito', 'cancelada'],
  en_transito: ['entregada', 'cancelada'],
  entregada: ['cerrada'],
  cerrada: [],
  cancelada: [],
};

/** Whether an order may move from one status to another (staying put is always allowed). */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus) =>
  from === to || orderMoves[from].includes(to);

/** The status an order's status puts its container in, when it moves it. */
export const containerStatusFor: Partial<Record<OrderStatus, ContainerStatus>> = {
  pendiente: 'asignado',
  programada: 'asignado',
  en_transito: 'en_ruta',
  entregada: 'entregado',
};
