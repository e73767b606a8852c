/**
 * Contract-shaped complaints for route tests (decision 41).
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** A complaint about Transportes del Bajío (3), anonymous, as its staff read it (no reporter). */
export function aComplaint(overrides: Partial<Schemas['Complaint']> = {}): Schemas['Complaint'] {
  return {
    id: 501,
    folio: 'Q-2026-0007',
    company_id: 3,
    company_name: 'Transportes del Bajío',
    category: 'acoso',
    status: 'recibida',
    next_statuses: ['en_revision'],
    subject: 'Comentarios ofensivos del supervisor',
    description: 'En el turno de la noche el supervisor hace comentarios ofensivos.',
    anonymous: true,
    reporter: null,
    resolution: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** An event of a complaint's trail. */
export function anEvent(
  overrides: Partial<Schemas['ComplaintEvent']> = {},
): Schemas['ComplaintEvent'] {
  return {
    id: 1,
    type: 'filed',
    author_role: 'reporter',
    author: null,
    message: null,
    from_status: null,
    to_status: 'recibida',
    created_at: at,
    ...overrides,
  };
}

/** A complaint with its trail. */
export function aComplaintDetail(
  overrides: Partial<Schemas['ComplaintDetail']> = {},
): Schemas['ComplaintDetail'] {
  return { ...aComplaint(), events: [anEvent()], ...overrides };
}
