/**
 * Contract-shaped payment records for route tests (docs/decisions/0021-payments.md): a company's wallet, movements,
 * prices, recharges, points and a published vacancy, typed with the generated schema.
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

const at = '2026-03-05T09:10:00Z';

/** The recharge id the fixtures use. */
export const rechargeId = '0c9a6f0e-2b1e-4d8c-8f53-6c9b7d8b1a01';

/** Company 3's wallet: $1,250.00. */
export function aCompanyBalance(overrides: Partial<Schemas['CompanyBalance']> = {}) {
  return {
    company_id: 3,
    balance: 125_000,
    currency: 'MXN',
    points: 300,
    updated_at: at,
    ...overrides,
  } satisfies Schemas['CompanyBalance'];
}

/** A movement of company 3's wallet: an applied card recharge of $500.00 unless overridden. */
export function aTransaction(overrides: Partial<Schemas['Transaction']> = {}) {
  return {
    id: 9120,
    user_id: 12,
    company_id: 3,
    recharge_id: rechargeId,
    vacancy_id: null,
    type: 'recarga',
    status: 'aplicada',
    amount: 50_000,
    currency: 'MXN',
    balance_after: 125_000,
    points: 0,
    description: 'Recarga con tarjeta terminación 4242',
    reference: 'sbx_4242',
    created_at: at,
    ...overrides,
  } satisfies Schemas['Transaction'];
}

/** The seeded prices (decision 40). */
export const prices: Schemas['Price'][] = [
  {
    code: 'publicar_vacante',
    name: 'Publicar vacante',
    description: 'Tu vacante se publica en la bolsa de trabajo.',
    amount: 9_900,
    currency: 'MXN',
    days: null,
  },
  {
    code: 'destacar_7_dias',
    name: 'Destacar 7 días',
    description: 'Tu vacante aparece primero en las búsquedas durante 7 días.',
    amount: 19_900,
    currency: 'MXN',
    days: 7,
  },
  {
    code: 'destacar_30_dias',
    name: 'Destacar 30 días',
    description: 'Tu vacante aparece primero en las búsquedas durante 30 días.',
    amount: 59_900,
    currency: 'MXN',
    days: 30,
  },
];

/** A pending card recharge of $500.00 for company 3, on the sandbox. */
export function aRecharge(overrides: Partial<Schemas['Recharge']> = {}) {
  return {
    id: rechargeId,
    user_id: 12,
    company_id: 3,
    amount: 50_000,
    currency: 'MXN',
    points: 0,
    payment_method: 'tarjeta',
    status: 'pendiente',
    payment_status: 'pendiente',
    provider: 'sandbox',
    checkout_url: `http://localhost/pagos/checkout/${rechargeId}`,
    oxxo_reference: null,
    spei_clabe: null,
    decline_reason: null,
    transaction_id: null,
    expires_at: '2026-03-06T09:10:00Z',
    paid_at: null,
    applied_at: null,
    created_at: at,
    ...overrides,
  } satisfies Schemas['Recharge'];
}

/** A published vacancy of company 3. */
export function aVacancySummary(overrides: Partial<Schemas['VacancySummary']> = {}) {
  return {
    id: 101,
    title: 'Operador de tractocamión full',
    salary_min: 1_800_000,
    salary_max: 2_400_000,
    currency: 'MXN',
    modality: 'presencial',
    employment_type: 'tiempo_completo',
    status: 'publicada',
    state: { id: 11, name: 'Guanajuato' },
    municipality: null,
    job_category: { id: 3, name: 'Transporte', slug: 'transporte' },
    company: {
      id: 3,
      name: 'Transportes del Bajío',
      slug: 'transportes-del-bajio',
      verified: true,
      logo_url: null,
    },
    published_at: at,
    featured: false,
    featured_until: null,
    ...overrides,
  } satisfies Schemas['VacancySummary'];
}

/** A job seeker's points: 150. */
export function aPointsBalance(overrides: Partial<Schemas['PointsBalance']> = {}) {
  return {
    user_id: 12,
    points: 150,
    balance: 0,
    currency: 'MXN',
    updated_at: at,
    ...overrides,
  } satisfies Schemas['PointsBalance'];
}

/** A points movement: 100 points for completing the profile. */
export function aPointsMovement(overrides: Partial<Schemas['PointsMovement']> = {}) {
  return {
    id: 31,
    points: 100,
    reason: 'perfil_completo',
    description: 'Completaste tu perfil',
    job_application_id: null,
    balance_after: 100,
    created_at: at,
    ...overrides,
  } satisfies Schemas['PointsMovement'];
}
