/**
 * How revision order statuses read (contract `RevisionOrderStatus`): badge colour, the label of
 * the move to one, and the body of an update. Which moves an order may make is the server's
 * business: `RevisionOrder.next_statuses`.
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';

type Schemas = components['schemas'];

/** A revision order status. */
export type RevisionOrderStatus = Schemas['RevisionOrderStatus'];

const m = messages.revisionOrders;

/** Every status in the order of an inspection's life (the list's filter). */
export const revisionOrderStatuses = [
  'pendiente',
  'en_revision',
  'aprobada',
  'con_observaciones',
  'rechazada',
] as const satisfies readonly RevisionOrderStatus[];

/** Badge colour of a status. */
export function revisionOrderStatusVariant(status: RevisionOrderStatus) {
  return (
    {
      pendiente: 'primary',
      en_revision: 'warning',
      aprobada: 'success',
      con_observaciones: 'secondary',
      rechazada: 'danger',
    } as const
  )[status];
}

/** The button that moves an order from `from` to `to` ('Revisar de nuevo' after observations). */
export function revisionMoveLabel(from: RevisionOrderStatus, to: RevisionOrderStatus): string {
  return to === 'en_revision' && from === 'con_observaciones' ? m.moves.reopen : m.moves[to];
}

/**
 * The body of `updateRevisionOrder` with `order`'s current fields (the update replaces them) and
 * `changes` over them. The signature is left out, which keeps it.
 */
export function revisionOrderInput(
  order: Schemas['RevisionOrder'],
  changes: Partial<Schemas['RevisionOrderInput']> = {},
): Schemas['RevisionOrderInput'] {
  return {
    company_id: order.company_id,
    unit_id: order.unit.id,
    inspector_employee_id: order.inspector?.id ?? null,
    status: order.status,
    inspected_at: order.inspected_at,
    odometer_km: order.odometer_km,
    checklist: order.checklist,
    comments: order.comments,
    ...changes,
  };
}
