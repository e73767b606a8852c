/**
 * Contract-shaped fleet records for route tests, typed with the generated schema like
 * fixtures.ts (which has the units, routes and tours): positions, service and revision orders,
 * the driver's day.
 */
import type { components, UnitPositionPayload } from '@jornada/api-client';
import { aPassenger, aRoute, aTour, aUnit, aUser } from './fixtures.ts';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** A fix of unit 27 in León. */
export function aPosition(
  overrides: Partial<Schemas['UnitPosition']> = {},
): Schemas['UnitPosition'] {
  return {
    unit_id: 27,
    latitude: 21.1221,
    longitude: -101.6827,
    speed_kmh: 42,
    heading: 90,
    ignition: true,
    address: null,
    recorded_at: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A unit's row of the fleet map. */
export function aUnitLocation(
  overrides: Partial<Schemas['UnitLocation']> = {},
): Schemas['UnitLocation'] {
  return {
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    status: 'en_ruta',
    position: aPosition(),
    ...overrides,
  };
}

/** A pushed `unit.position` event of company 3. */
export function aPositionEvent(overrides: Partial<UnitPositionPayload> = {}): UnitPositionPayload {
  return {
    company_id: 3,
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    status: 'en_ruta',
    position: aPosition({ recorded_at: new Date().toISOString() }),
    ...overrides,
  };
}

/** A driver of Transportes del Bajío (employee 77, user 40). */
export const driverUser = aUser({
  id: 40,
  name: 'Juan',
  surname: 'Pérez',
  email: 'chofer@tdb.example',
  roles: ['driver'],
  departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
});

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

/** An open revision order of unit T-027: pending, no inspector, nothing checked yet. */
export function anOpenRevisionOrder(
  overrides: Partial<Schemas['RevisionOrder']> = {},
): Schemas['RevisionOrder'] {
  return aRevisionOrder({
    inspector: null,
    status: 'pendiente',
    next_statuses: ['en_revision'],
    inspected_at: null,
    odometer_km: null,
    checklist: [],
    comments: 'Revisar frenos antes del siguiente viaje.',
    ...overrides,
  });
}

/** Today's tour of {@link driverUser}: scheduled, nobody on board yet. */
export function aDriverTour(overrides: Partial<Schemas['Tour']> = {}): Schemas['Tour'] {
  return aTour({
    driver: { id: 77, name: 'Juan Pérez' },
    scheduled_departure_at: new Date().toISOString(),
    boarded_count: 0,
    ...overrides,
  });
}

/** A passenger of the driver's tour 4410 who has not boarded yet. */
export function aWaitingPassenger(
  overrides: Partial<Schemas['Passenger']> = {},
): Schemas['Passenger'] {
  return aPassenger({ boarded: false, boarded_at: null, ...overrides });
}

/** The driver's day: one unit, its route, one tour, one revision order. */
export function aWorkday(
  overrides: Partial<Schemas['DriverWorkday']> = {},
): Schemas['DriverWorkday'] {
  return {
    company_id: 3,
    driver: { id: 77, name: 'Juan Pérez' },
    units: [aUnit({ drivers: [{ id: 77, name: 'Juan Pérez' }] })],
    routes: [aRoute()],
    tours: [aDriverTour()],
    revision_orders: [anOpenRevisionOrder()],
    ...overrides,
  };
}
