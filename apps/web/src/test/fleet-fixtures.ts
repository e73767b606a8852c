/**
 * Contract-shaped fleet records for route tests (issue 17), typed with the generated schema.
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

/** An open revision order of unit 27. */
export function aRevisionOrder(
  overrides: Partial<Schemas['RevisionOrder']> = {},
): Schemas['RevisionOrder'] {
  return {
    id: 88,
    folio: 'OR-2026-0088',
    company_id: 3,
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    inspector: null,
    status: 'pendiente',
    next_statuses: ['en_revision'],
    inspected_at: null,
    odometer_km: null,
    checklist: [],
    comments: 'Revisar frenos antes del siguiente viaje.',
    photos: [],
    signed_by: null,
    signed_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
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
    revision_orders: [aRevisionOrder()],
    ...overrides,
  };
}
