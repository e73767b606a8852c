/**
 * Contract-shaped records of the recruiting screens' route tests: a company vacancy's
 * detail, a company as the console lists it, and sign-up statistics.
 */
import type { components } from '@jornada/api-client';
import { aVacancySummary } from './fixtures.ts';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** A vacancy's detail, a draft of Transportes del Bajío (3) unless overridden. */
export function aVacancy(overrides: Partial<Schemas['Vacancy']> = {}): Schemas['Vacancy'] {
  const { featured_until: _until, ...summary } = aVacancySummary({
    status: 'borrador',
    published_at: null,
  });
  return {
    ...summary,
    description: 'Rutas León–Monterrey con carga seca; salidas desde el patio de León.',
    requirements: ['Licencia federal tipo E'],
    benefits: ['Prestaciones de ley'],
    positions: 3,
    tags: ['quinta rueda'],
    status_reason: null,
    next_statuses: ['en_revision', 'cerrada'],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A company as the console lists it: not verified nor authorised unless overridden. */
export function aCompany(overrides: Partial<Schemas['Company']> = {}): Schemas['Company'] {
  return {
    id: 21,
    name: 'Fletes del Norte',
    legal_name: 'Fletes del Norte S.A. de C.V.',
    rfc: 'FNO180312AB1',
    slug: 'fletes-del-norte',
    business_sector: null,
    description: null,
    email: 'contacto@fletesdelnorte.example',
    phone: '8181234567',
    website: null,
    address: 'Av. Constitución 100, Monterrey, N.L.',
    postal_code: '64000',
    state: { id: 19, name: 'Nuevo León' },
    municipality: null,
    logo_url: null,
    verified_company: false,
    is_authorized: false,
    employees_count: 0,
    created_at: at,
    updated_at: at,
    ...overrides,
  } as Schemas['Company'];
}
