/**
 * Contract-shaped service and revision orders for their route tests (issue 17), typed with the
 * generated schema like fixtures.ts (which has the units).
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** A scheduled preventive service order of unit T-027. */
export function aServiceOrder(
  overrides: Partial<Schemas['ServiceOrder']> = {},
): Schemas['ServiceOrder'] {
  return {
    id: 55,
    folio: 'OS-2026-0055',
    company_id: 3,
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    assigned_to: { id: 77, name: 'Rosa Elena Martínez Soto' },
    type: 'preventivo',
    status: 'programada',
    next_statuses: ['en_proceso', 'cancelada'],
    description: 'Servicio de 40,000 km, cambio de aceite y filtros.',
    provider: 'Taller Diésel León',
    scheduled_at: '2026-03-10T14:00:00Z',
    completed_at: null,
    odometer_km: 40125,
    cost: 850000,
    currency: 'MXN',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A revision order of unit T-027 under inspection, one finding, unsigned. */
export function aRevisionOrder(
  overrides: Partial<Schemas['RevisionOrder']> = {},
): Schemas['RevisionOrder'] {
  return {
    id: 88,
    folio: 'OR-2026-0088',
    company_id: 3,
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    inspector: { id: 77, name: 'Rosa Elena Martínez Soto' },
    status: 'en_revision',
    next_statuses: ['aprobada', 'con_observaciones', 'rechazada'],
    inspected_at: '2026-03-04T15:30:00Z',
    odometer_km: 40125,
    checklist: [
      { item: 'Luces', result: 'falla', comments: 'Calavera izquierda rota.' },
      { item: 'Frenos', result: 'ok', comments: null },
      { item: 'Extintor', result: 'na', comments: null },
    ],
    comments: 'Reparar luces antes del siguiente viaje.',
    photos: [],
    signed_by: null,
    signed_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
