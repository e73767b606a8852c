/**
 * Contract-shaped applications and profiles for the pipeline's route tests (docs/decisions/0028-applications-pipeline.md).
 */
import type { components } from '@jornada/api-client';

type Schemas = components['schemas'];

/** An application of Ana López to vacancy 101 of company 3, just sent. */
export function anApplication(
  overrides: Partial<Schemas['JobApplication']> = {},
): Schemas['JobApplication'] {
  return {
    id: 3301,
    vacancy: {
      id: 101,
      title: 'Operador de tractocamión full',
      company: {
        id: 3,
        name: 'Transportes del Bajío',
        slug: 'transportes-del-bajio',
        verified: true,
        logo_url: null,
      },
    },
    candidate: { id: 12, name: 'Ana López' },
    status: 'enviada',
    cover_letter: 'Tengo licencia federal B vigente.',
    cv_url: null,
    expected_salary: 2200000,
    currency: 'MXN',
    comments: null,
    match_score: 84,
    status_changed_at: '2026-03-05T09:10:00Z',
    created_at: '2026-03-04T20:00:00Z',
    updated_at: '2026-03-05T09:10:00Z',
    ...overrides,
  };
}

/** Ana López's profile (user 12). */
export function aProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    user_id: 12,
    surname: 'López',
    lastname: null,
    address: null,
    desired_position: 'Operadora de tractocamión',
    description: 'Ocho años en rutas del Bajío.',
    job_title: 'Operadora federal',
    state_id: 11,
    municipality_id: 1020,
    languages: [{ id: 2, name: 'Inglés', level: 'intermedio' }],
    travel_availability: true,
    relocate_availability: false,
    driver_license: 'B',
    min_salary: 1800000,
    max_salary: 2400000,
    currency: 'MXN',
    backgrounds: [
      {
        id: 1,
        company: 'Fletes León',
        position: 'Operadora',
        start_date: '2018-01-01',
        end_date: null,
      },
    ],
    educations: [{ id: 1, degree: 'bachillerato', institution: 'CBTis 225' }],
    cv_type: 'archivo',
    cv_url: 'https://archivos.jornada.example/cv/12.pdf',
    soft_skills: [],
    courses: [],
    completed_percentage: 90,
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

/** An interview proposed to Ana López for vacancy 101 (pass `scheduled_at` relative to now). */
export function anInterview(overrides: Partial<Schemas['Interview']> = {}): Schemas['Interview'] {
  return {
    id: 501,
    vacancy: anApplication().vacancy,
    candidate: { id: 12, name: 'Ana López' },
    job_application_id: 3301,
    status: 'propuesta',
    mode: 'videollamada',
    scheduled_at: '2026-03-09T16:00:00Z',
    duration_minutes: 45,
    location: null,
    room_name: 'entrevista-501',
    notes: null,
    rejection_reason: null,
    confirmed_at: null,
    created_at: '2026-03-05T09:10:00Z',
    updated_at: '2026-03-05T09:10:00Z',
    ...overrides,
  };
}

/**
 * A fake `listCompanyJobApplications` over `rows` (contract decisions 51 and 55): filters by
 * `status`, `vacancy_id` and the start of a name (`q`), and pages by `page` and `per_page` as the
 * server does, so each board column and the table page see what they would.
 */
export function companyApplications(rows: Array<Schemas['JobApplication']>) {
  return ({ url }: { url: URL }) => {
    const query = url.searchParams;
    const status = query.get('status');
    const vacancyId = Number(query.get('vacancy_id')) || 0;
    const q = query.get('q')?.toLowerCase();
    const perPage = Number(query.get('per_page')) || 15;
    const pageNumber = Number(query.get('page')) || 1;
    const matching = rows.filter(
      (a) =>
        (!status || a.status === status) &&
        (!vacancyId || a.vacancy.id === vacancyId) &&
        (!q ||
          a.candidate.name
            .toLowerCase()
            .split(' ')
            .some((part) => part.startsWith(q))),
    );
    return {
      data: matching.slice((pageNumber - 1) * perPage, pageNumber * perPage),
      meta: {
        current_page: pageNumber,
        per_page: perPage,
        total: matching.length,
        last_page: Math.max(1, Math.ceil(matching.length / perPage)),
      },
    };
  };
}
