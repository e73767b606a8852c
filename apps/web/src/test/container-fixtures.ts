/**
 * Contract-shaped container tracking records for route tests (docs/decisions/0023-container-tracking.md), typed with the
 * generated schema like fixtures.ts: containers, history entries, locations, calls, orders and
 * waybills of company 3.
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';
const terminal = { id: 9, name: 'Patio Manzanillo', code: 'MZO-01' };

/** A container of company 3 in the Manzanillo yard. */
export function aContainer(overrides: Partial<Schemas['Container']> = {}): Schemas['Container'] {
  return {
    id: 3307,
    company_id: 3,
    number: 'CSQU3054383',
    type: 'dry',
    size: 40,
    high_cube: true,
    iso_type_code: '45G1',
    status: 'en_patio',
    location: {
      terminal,
      latitude: 19.0526,
      longitude: -104.3158,
      description: 'Bloque C, fila 4, estiba 2',
      recorded_at: '2026-03-05T08:40:00Z',
    },
    owner: 'COSCO Shipping',
    customer: 'Autopartes del Centro',
    tare_weight_kg: 3900,
    max_gross_weight_kg: 32500,
    seal_number: 'CN4471230',
    is_empty: false,
    arrived_at: '2026-03-04T19:00:00Z',
    departed_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** An event of container 3307. */
export function aHistoryEntry(
  overrides: Partial<Schemas['ContainerHistoryEntry']> = {},
): Schemas['ContainerHistoryEntry'] {
  return {
    id: 55120,
    container_id: 3307,
    event: 'gate_in',
    description: 'Ingresa lleno con sello CN4471230.',
    terminal,
    order_id: null,
    recorded_by: { id: 77, name: 'Ana López' },
    occurred_at: '2026-03-04T19:00:00Z',
    created_at: at,
    ...overrides,
  };
}

/** A recorded position of container 3307. */
export function aLocation(
  overrides: Partial<Schemas['ContainerLocation']> = {},
): Schemas['ContainerLocation'] {
  return {
    id: 90210,
    container_id: 3307,
    terminal,
    latitude: 19.0526,
    longitude: -104.3158,
    description: 'Bloque C, fila 4, estiba 2',
    source: 'manual',
    recorded_at: '2026-03-05T08:40:00Z',
    ...overrides,
  };
}

/** A call (appointment) of container 3307. */
export function aCall(overrides: Partial<Schemas['ContainerCall']> = {}): Schemas['ContainerCall'] {
  return {
    id: 1201,
    container: { id: 3307, number: 'CSQU3054383' },
    terminal,
    type: 'recoleccion',
    status: 'confirmada',
    scheduled_at: '2026-03-06T15:00:00Z',
    unit: null,
    driver: null,
    reference: 'CITA-884120',
    notes: null,
    attended_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A transport order of container 3307. */
export function anOrder(overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  return {
    id: 610,
    folio: 'ORD-2026-0610',
    company_id: 3,
    container: { id: 3307, number: 'CSQU3054383' },
    type: 'importacion',
    status: 'pendiente',
    customer: 'Autopartes del Centro',
    origin: 'Puerto de Manzanillo, Col.',
    destination: 'Parque Industrial Castro del Río, Irapuato, Gto.',
    pickup_at: '2026-03-06T15:00:00Z',
    delivery_at: null,
    unit: null,
    driver: null,
    freight_amount: 3450000,
    currency: 'MXN',
    report_url: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A waybill (carta porte) of order 610. */
export function aWaybill(overrides: Partial<Schemas['Waybill']> = {}): Schemas['Waybill'] {
  return {
    id: 402,
    container_order_id: 610,
    folio: 'CP-2026-0402',
    status: 'borrador',
    cfdi_uuid: null,
    issued_at: null,
    origin: 'Puerto de Manzanillo, Col.',
    destination: 'Parque Industrial Castro del Río, Irapuato, Gto.',
    distance_km: 522,
    goods_description: 'Autopartes (SAT 25174800)',
    gross_weight_kg: 21800,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
