/**
 * How service order statuses read (contract `ServiceOrderStatus`): badge colour, the label of
 * the move to one, and the body of a move. Which moves an order may make is the server's
 * business: `ServiceOrder.next_statuses`.
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

/** A service order status. */
export type ServiceOrderStatus = Schemas['ServiceOrderStatus'];

/** Every status in the order of an order's life (the list's filter). */
export const serviceOrderStatuses = [
  'abierta',
  'programada',
  'en_proceso',
  'completada',
  'cancelada',
] as const satisfies readonly ServiceOrderStatus[];

/** Every type (the list's filter and the sheet's choices). */
export const serviceOrderTypes = [
  'preventivo',
  'correctivo',
  'llantas',
  'lavado',
  'otro',
] as const satisfies readonly Schemas['ServiceOrderType'][];

/** Badge colour of a status. */
export function serviceOrderStatusVariant(status: ServiceOrderStatus) {
  return (
    {
      abierta: 'primary',
      programada: 'secondary',
      en_proceso: 'warning',
      completada: 'success',
      cancelada: 'outline',
    } as const
  )[status];
}

/**
 * The body of `updateServiceOrder` that moves `order` to `status`: the update replaces the
 * editable fields, so the order's current ones go with it.
 */
export function serviceOrderMove(
  order: Schemas['ServiceOrder'],
  status: ServiceOrderStatus,
): Schemas['ServiceOrderInput'] {
  return {
    company_id: order.company_id,
    unit_id: order.unit.id,
    assigned_to_employee_id: order.assigned_to?.id ?? null,
    type: order.type,
    status,
    description: order.description,
    provider: order.provider,
    scheduled_at: order.scheduled_at,
    odometer_km: order.odometer_km,
    cost: order.cost,
  };
}
