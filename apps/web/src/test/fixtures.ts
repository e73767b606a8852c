/**
 * Contract-shaped records for route tests, typed with the generated schema so that a change of
 * the contract breaks the fixtures at typecheck time, not silently at run time.
 */
import type { components, User } from '@jornada/api-client';

type Schemas = components['schemas'];

/** A page of a list answer (`{ data, meta }`). */
export function page<T>(data: T[], meta: Partial<Schemas['PaginationMeta']> = {}) {
  return {
    data,
    meta: { current_page: 1, per_page: 15, total: data.length, last_page: 1, ...meta },
  } satisfies { data: T[]; meta: Schemas['PaginationMeta'] };
}

const at = '2026-03-05T09:10:00Z';

/** A signed-in user; a job seeker unless overridden. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 12,
    name: 'Ana',
    surname: 'López',
    lastname: null,
    email: 'ana@tdb.example',
    roles: ['job_seeker'],
    verified_profile: true,
    departments: [],
    companies: [],
    created_at: at,
    ...overrides,
  };
}

/** Staff of Transportes del Bajío (3) and Logística Occidente (8). */
export const staffUser = aUser({
  roles: ['company_staff'],
  companies: [
    { id: 3, name: 'Transportes del Bajío' },
    { id: 8, name: 'Logística Occidente' },
  ],
});

/** A published vacancy as the seeker's search lists it; not featured unless overridden. */
export function aVacancySummary(
  overrides: Partial<Schemas['VacancySummary']> = {},
): Schemas['VacancySummary'] {
  return {
    id: 101,
    title: 'Operador de tractocamión full',
    salary_min: 1800000,
    salary_max: 2400000,
    currency: 'MXN',
    modality: 'presencial',
    employment_type: 'tiempo_completo',
    status: 'publicada',
    state: { id: 11, name: 'Guanajuato' },
    municipality: { id: 1020, name: 'León' },
    job_category: { id: 4, name: 'Transporte y logística', slug: 'transporte-y-logistica' },
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
  };
}

/** A department. */
export function aDepartment(overrides: Partial<Schemas['Department']> = {}): Schemas['Department'] {
  return {
    id: 4,
    company_id: 3,
    name: 'Tráfico',
    description: 'Coordinación de viajes y operadores.',
    manager: { id: 77, name: 'Rosa Elena Martínez Soto' },
    employees_count: 23,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** An employee. */
export function anEmployee(overrides: Partial<Schemas['Employee']> = {}): Schemas['Employee'] {
  return {
    id: 77,
    company_id: 3,
    department_id: 4,
    user_id: null,
    employee_number: 'E-0077',
    name: 'Rosa Elena',
    surname: 'Martínez',
    lastname: 'Soto',
    email: 'rosa.martinez@tdb.example',
    phone: '4771234567',
    curp: 'MASR850412MGTRTS09',
    nss: '12345678901',
    position: 'Operador de tractocamión',
    is_driver: true,
    license_number: 'GTO0012345',
    license_expires_at: '2027-08-31',
    status: 'activo',
    hired_at: '2023-02-01',
    photo_url: null,
    units: [],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A terminal. */
export function aTerminal(overrides: Partial<Schemas['Terminal']> = {}): Schemas['Terminal'] {
  return {
    id: 9,
    company_id: 3,
    name: 'Patio Manzanillo',
    code: 'MZO-01',
    type: 'patio',
    address: 'Av. Teniente Azueta 1, Manzanillo, Col.',
    location: null,
    opening_time: '06:00',
    closing_time: '22:00',
    geofence_radius_m: null,
    active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A ticket. */
export function aTicket(overrides: Partial<Schemas['Ticket']> = {}): Schemas['Ticket'] {
  return {
    id: 310,
    folio: 'TK-2026-000310',
    company_id: 3,
    subject: 'Falla en el GPS de la unidad 27',
    description: 'El rastreador deja de reportar posición desde las 06:00.',
    category: 'mecanica',
    priority: 'alta',
    status: 'abierto',
    next_statuses: ['en_proceso', 'en_espera', 'resuelto', 'cancelado'],
    unit: null,
    reported_by: { id: 12, name: 'Ana López' },
    assigned_to: null,
    due_at: null,
    resolved_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A batch (bulk import). */
export function aBatch(overrides: Partial<Schemas['Batch']> = {}): Schemas['Batch'] {
  return {
    id: '9b2f7c1e-4a0d-4b7e-9a51-3e1f0c6d2a88',
    type: 'employees_import',
    status: 'completed',
    dry_run: false,
    created_rows: 3,
    updated_rows: 0,
    message: null,
    total_rows: 3,
    processed_rows: 3,
    failed_rows: 0,
    errors: [],
    created_at: at,
    finished_at: at,
    ...overrides,
  };
}

/** A unit of the fleet. */
export function aUnit(overrides: Partial<Schemas['Unit']> = {}): Schemas['Unit'] {
  return {
    id: 27,
    company_id: 3,
    economic_number: 'T-027',
    plate: '89-AK-3F',
    vin: '3AKJHHDR7JSJ12345',
    type: 'autobus',
    brand: 'Volvo',
    model: '9700',
    year: 2022,
    capacity_kg: null,
    passenger_capacity: 44,
    status: 'disponible',
    gps_device_id: null,
    insurance_expires_at: '2026-12-31',
    photo_url: null,
    tracker_key_issued_at: null,
    drivers: [{ id: 77, name: 'Rosa Elena Martínez Soto' }],
    routes: [{ id: 12, name: 'León – Silao' }],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A route with two stops. */
export function aRoute(overrides: Partial<Schemas['Route']> = {}): Schemas['Route'] {
  return {
    id: 12,
    company_id: 3,
    name: 'León – Silao',
    code: 'R-LEO-SIL',
    origin: 'León, Gto.',
    destination: 'Silao, Gto.',
    distance_km: 34.5,
    estimated_minutes: 45,
    stops: [
      {
        order: 1,
        name: 'Central de Autobuses León',
        location: { latitude: 21.1397, longitude: -101.6707 },
      },
      { order: 2, name: 'Puerto Interior', location: { latitude: 20.9694, longitude: -101.4539 } },
    ],
    units_count: 1,
    active: true,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A tour scheduled for 2026-03-05 06:30 (Mexico City). */
export function aTour(overrides: Partial<Schemas['Tour']> = {}): Schemas['Tour'] {
  return {
    id: 4410,
    company_id: 3,
    route: { id: 12, name: 'León – Silao' },
    unit: { id: 27, economic_number: 'T-027', plate: '89-AK-3F' },
    driver: { id: 77, name: 'Rosa Elena Martínez Soto' },
    status: 'programado',
    scheduled_departure_at: '2026-03-05T12:30:00Z',
    departed_at: null,
    arrived_at: null,
    passengers_count: 2,
    boarded_count: 1,
    next_statuses: ['en_curso', 'cancelado'],
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

/** A passenger of a tour's manifest. */
export function aPassenger(overrides: Partial<Schemas['Passenger']> = {}): Schemas['Passenger'] {
  return {
    id: 90211,
    tour_id: 4410,
    employee_id: 130,
    name: 'Luis Alberto Gómez Ruiz',
    boarded: true,
    boarded_at: '2026-03-05T12:40:00Z',
    boarding_stop: 'Central de Autobuses León',
    alighted_at: null,
    alighting_stop: null,
    ...overrides,
  };
}

/** A job seeker's saved profile (docs/decisions/0029-letters-and-seeker-journey.md; enough to apply). */
export function aProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    user_id: 12,
    surname: 'López',
    lastname: null,
    address: null,
    desired_position: 'Operadora de tractocamión',
    description: null,
    job_title: null,
    state_id: null,
    municipality_id: null,
    languages: [],
    travel_availability: false,
    relocate_availability: false,
    driver_license: null,
    min_salary: 0,
    max_salary: 0,
    currency: 'MXN',
    backgrounds: [],
    educations: [],
    cv_type: 'generado',
    soft_skills: [],
    courses: [],
    completed_percentage: 20,
    updated_at: at,
    ...overrides,
  };
}

/** A labour letter requested from Transportes del Bajío (3) by Luis Pérez (user 40). */
export function aJobLetter(overrides: Partial<Schemas['JobLetter']> = {}): Schemas['JobLetter'] {
  return {
    id: 64,
    folio: 'CL-2026-000064',
    user: { id: 40, name: 'Luis Pérez Ramírez' },
    company: {
      id: 3,
      name: 'Transportes del Bajío',
      slug: 'transportes-del-bajio',
      verified: true,
      logo_url: null,
    },
    type: 'constancia_laboral',
    status: 'solicitada',
    position: 'colaborador del área de Tráfico',
    start_date: '2024-02-01',
    end_date: null,
    monthly_salary: null,
    currency: 'MXN',
    body: 'CONSTANCIA LABORAL\n\nA quien corresponda:\n\nTransportes del Bajío S.A. de C.V. hace constar que Luis Pérez Ramírez labora en esta empresa.',
    pdf_url: null,
    signed_document_id: null,
    issued_at: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
