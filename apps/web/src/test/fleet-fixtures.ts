/**
 * Contract-shaped fleet records for route tests (issue 17), typed with the generated schema.
 */
import type { components, UnitPositionPayload } from '@jornada/api-client';
import { aUser } from './fixtures.ts';

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

/** A unit. */
export function aUnit(overrides: Partial<Schemas['Unit']> = {}): Schemas['Unit'] {
  return {
    id: 27,
    company_id: 3,
    economic_number: 'T-027',
    plate: '89-AK-3F',
    vin: null,
    type: 'autobus',
    brand: 'Mercedes-Benz',
    model: 'Sprinter',
    year: 2022,
    capacity_kg: null,
    passenger_capacity: 20,
    status: 'disponible',
    gps_device_id: null,
    insurance_expires_at: null,
    photo_url: null,
    tracker_key_issued_at: null,
    drivers: [{ id: 77, name: 'Juan Pérez' }],
    routes: [{ id: 12, name: 'León – Puerto Interior' }],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A route with three stops in León and Silao. */
export function aRoute(overrides: Partial<Schemas['Route']> = {}): Schemas['Route'] {
  return {
    id: 12,
    company_id: 3,
    name: 'León – Puerto Interior',
    code: 'R-LEO-PI',
    origin: 'León, Gto.',
    destination: 'Silao, Gto.',
    distance_km: 32,
    estimated_minutes: 45,
    stops: [
      { order: 1, name: 'Plaza Mayor', location: { latitude: 21.1579, longitude: -101.6954 } },
      { order: 2, name: 'Centro', location: { latitude: 21.1221, longitude: -101.6827 } },
      { order: 3, name: 'Puerto Interior', location: { latitude: 20.9741, longitude: -101.4403 } },
    ],
    units_count: 1,
    active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A tour of today, scheduled. */
export function aTour(overrides: Partial<Schemas['Tour']> = {}): Schemas['Tour'] {
  return {
    id: 4410,
    company_id: 3,
    route: { id: 12, name: 'León – Puerto Interior' },
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    driver: { id: 77, name: 'Juan Pérez' },
    status: 'programado',
    scheduled_departure_at: new Date().toISOString(),
    departed_at: null,
    arrived_at: null,
    passengers_count: 2,
    boarded_count: 0,
    next_statuses: ['en_curso', 'cancelado'],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A passenger of tour 4410. */
export function aPassenger(overrides: Partial<Schemas['Passenger']> = {}): Schemas['Passenger'] {
  return {
    id: 90211,
    tour_id: 4410,
    employee_id: 130,
    name: 'Luis Alberto Gómez Ruiz',
    boarded: false,
    boarded_at: null,
    boarding_stop: 'Plaza Mayor',
    alighted_at: null,
    alighting_stop: null,
    ...overrides,
  };
}

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

/** The driver's day: one unit, its route, one tour, one revision order. */
export function aWorkday(
  overrides: Partial<Schemas['DriverWorkday']> = {},
): Schemas['DriverWorkday'] {
  return {
    company_id: 3,
    driver: { id: 77, name: 'Juan Pérez' },
    units: [aUnit()],
    routes: [aRoute()],
    tours: [aTour()],
    revision_orders: [aRevisionOrder()],
    ...overrides,
  };
}
