/**
 * Every route: its path pattern and a typed `href` builder
 * (STYLE.md §8). Screens link only through these builders.
 */

/** Filters of the vacancy list kept in the URL. */
export interface VacancyListSearch {
  q?: string;
  state_id?: number;
  municipality_id?: number;
  /** Any of these categories (repeated in the URL: `job_category_id=3&job_category_id=7`). */
  job_category_id?: number[];
  /** Any of these modalities (repeated in the URL). */
  modality?: ('presencial' | 'remoto' | 'hibrido')[];
  /** Monthly floor, in cents of MXN. */
  salary_min?: number;
  /** Only verified companies' vacancies (`verified_company=true`, contract decision 44). */
  verified_company?: boolean;
  page?: number;
}

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (
      value !== undefined &&
      value !== '' &&
      value !== false &&
      !(key === 'page' && value === 1)
    )
      params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Filters of the employee list kept in the URL (`listCompanyEmployees`, `searchEmployees`). */
export interface EmployeeListSearch {
  q?: string;
  department_id?: number;
  status?: 'activo' | 'incapacidad' | 'vacaciones' | 'suspendido' | 'baja';
  only_drivers?: boolean;
  page?: number;
}

/** Filters of the ticket list kept in the URL (`listCompanyTickets`). */
export interface TicketListSearch {
  status?: 'abierto' | 'en_proceso' | 'en_espera' | 'resuelto' | 'cerrado' | 'cancelado';
  page?: number;
}

/** Filters of the tour list kept in the URL (`listCompanyTours`). */
export interface TourListSearch {
  status?: 'programado' | 'en_curso' | 'finalizado' | 'cancelado';
  /** First and last day, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  unit_id?: number;
  route_id?: number;
  page?: number;
}

const fixed = <P extends string>(pattern: P) => ({ pattern, href: () => pattern });

/** A step of the video room flow: its path, with the interview and room in the query. */
const roomStep = <P extends string>(pattern: P) => ({
  pattern,
  href: (room?: { interviewId: number; roomName: string }) =>
    room
      ? withQuery(pattern, { entrevista: String(room.interviewId), sala: room.roomName })
      : pattern,
});

/** Route patterns and href builders. */
export const paths = {
  landing: fixed('/'),
  login: {
    pattern: '/login',
    href: (redirectTo?: string) => withQuery('/login', { redirect: redirectTo }),
  },
  register: {
    pattern: '/registro',
    /** With `returnTo`: the page to open after signing in (`?redirect=`, app/landing.ts). */
    href: (returnTo?: string) => withQuery('/registro', { redirect: returnTo }),
  },
  verify: {
    pattern: '/verificarme',
    href: (registration?: { id: number; email: string; returnTo?: string }) =>
      withQuery('/verificarme', {
        registro: registration?.id,
        correo: registration?.email,
        redirect: registration?.returnTo,
      }),
  },
  passwordRecovery: {
    pattern: '/recuperar-password',
    href: (reset?: { token: string; email: string }) =>
      withQuery('/recuperar-password', { token: reset?.token, correo: reset?.email }),
  },
  contact: fixed('/contacto'),
  companies: fixed('/empresas'),
  candidates: fixed('/candidatos'),
  launch: fixed('/lanzamiento'),
  launchLegacy: fixed('/lanzamiento-legacy'),
  cookiePolicy: fixed('/politicas-cookies'),
  privacyPolicy: fixed('/politicas-privacidad'),
  terms: fixed('/terminos-servicio'),
  steps: fixed('/pasos'),
  home: fixed('/inicio'),
  myCv: fixed('/mi-cv'),
  myProfile: {
    pattern: '/mi-perfil',
    /** With `back`: the fields to complete and the page to return to after saving. */
    href: (back?: { returnTo: string; missing: readonly string[] }) =>
      withQuery('/mi-perfil', { volver: back?.returnTo, faltan: back?.missing.join(',') }),
  },
  extendProfile: fixed('/extender-perfil'),
  settings: fixed('/ajustes'),
  templates: fixed('/ver-plantillas'),
  vacancies: {
    pattern: '/vacantes',
    href: (search: VacancyListSearch = {}) => withQuery('/vacantes', { ...search }),
  },
  vacancy: { pattern: '/vacantes/:id', href: (id: number) => `/vacantes/${id}` },
  favourites: fixed('/mis-favoritos'),
  applications: fixed('/mis-postulaciones'),
  interviews: fixed('/mis-entrevistas'),
  /** A hired candidate's invitations to join a company (decision 0036). */
  invitations: fixed('/invitaciones'),
  interview: { pattern: '/entrevistas/:id', href: (id: number) => `/entrevistas/${id}` },
  /** The video room; `room` names the interview and room (`?entrevista=&sala=`, decision 50). */
  interviewRoom: roomStep('/entrevistas/sala'),
  interviewLoading: roomStep('/entrevistas/cargando'),
  interviewFarewell: fixed('/entrevistas/despedida'),
  interviewVerify: roomStep('/entrevistas/verificar-datos'),
  jobLetters: fixed('/cartas-laborales'),
  /** The public verification page of signed documents (decision 0030); the code is optional. */
  verifyDocument: {
    pattern: '/verificar-documento/:code?',
    href: (code?: string) =>
      code ? `/verificar-documento/${encodeURIComponent(code)}` : '/verificar-documento',
  },
  jobLetter: {
    pattern: '/cartas-laborales/ver-carta-laboral/:id',
    href: (id: number) => `/cartas-laborales/ver-carta-laboral/${id}`,
  },
  jobApplication: {
    pattern: '/solicitud-trabajo',
    href: (vacancyId?: number) => withQuery('/solicitud-trabajo', { vacante: vacancyId }),
  },
  evaluationResults: {
    pattern: '/resultados-evaluacion/:id',
    href: (id: number, workInterviewId?: number) =>
      withQuery(`/resultados-evaluacion/${id}`, { entrevista: workInterviewId }),
  },
  takeWorkInterview: {
    pattern: '/evaluacion',
    href: (vacancyId: number) => withQuery('/evaluacion', { vacante: vacancyId }),
  },
  workspaceWorkInterviews: {
    pattern: '/empresa/:companyId/evaluaciones',
    href: (companyId: number, vacancyId?: number) =>
      withQuery(`/empresa/${companyId}/evaluaciones`, { vacante: vacancyId }),
  },
  /** The company workspace (docs/decisions/0013-company-workspace-routes.md): staff and administrators. */
  workspace: {
    pattern: '/empresa/:companyId',
    href: (companyId: number) => `/empresa/${companyId}`,
  },
  /** A company's vacancies (docs/decisions/0027-vacancy-console.md), one of them, and its preview as seekers see it. */
  workspaceVacancies: {
    pattern: '/empresa/:companyId/vacantes',
    href: (companyId: number) => `/empresa/${companyId}/vacantes`,
  },
  workspaceVacancy: {
    pattern: '/empresa/:companyId/vacantes/:vacancyId',
    href: (companyId: number, vacancyId: number) => `/empresa/${companyId}/vacantes/${vacancyId}`,
  },
  workspaceVacancyPreview: {
    pattern: '/empresa/:companyId/vacantes/:vacancyId/vista-previa',
    href: (companyId: number, vacancyId: number) =>
      `/empresa/${companyId}/vacantes/${vacancyId}/vista-previa`,
  },
  workspaceDepartments: {
    pattern: '/empresa/:companyId/departamentos',
    href: (companyId: number) => `/empresa/${companyId}/departamentos`,
  },
  workspaceEmployees: {
    pattern: '/empresa/:companyId/empleados',
    href: (companyId: number, search: EmployeeListSearch = {}) =>
      withQuery(`/empresa/${companyId}/empleados`, {
        ...search,
        only_drivers: search.only_drivers ? 'true' : undefined,
      }),
  },
  workspaceEmployeeImport: {
    pattern: '/empresa/:companyId/empleados/importar',
    href: (companyId: number) => `/empresa/${companyId}/empleados/importar`,
  },
  workspaceTerminals: {
    pattern: '/empresa/:companyId/terminales',
    href: (companyId: number) => `/empresa/${companyId}/terminales`,
  },
  /** Container tracking (docs/decisions/0023-container-tracking.md): the company's containers, their orders, calls and reports. */
  workspaceContainers: {
    pattern: '/empresa/:companyId/contenedores',
    href: (companyId: number) => `/empresa/${companyId}/contenedores`,
  },
  /** One container: status, where it is, its timeline, locations, orders and what is due. */
  workspaceContainer: {
    pattern: '/empresa/:companyId/contenedores/:containerId',
    href: (companyId: number, containerId: number) =>
      `/empresa/${companyId}/contenedores/${containerId}`,
  },
  /** One container order and its waybills (cartas porte). */
  workspaceContainerOrder: {
    pattern: '/empresa/:companyId/ordenes-contenedor/:orderId',
    href: (companyId: number, orderId: number) =>
      `/empresa/${companyId}/ordenes-contenedor/${orderId}`,
  },
  /** Container calls (citas) on the calendar and as a list. */
  workspaceContainerCalls: {
    pattern: '/empresa/:companyId/citas-contenedor',
    href: (companyId: number) => `/empresa/${companyId}/citas-contenedor`,
  },
  /** Bulk upload of containers from CSV or XLSX. */
  workspaceContainerImport: {
    pattern: '/empresa/:companyId/contenedores-importar',
    href: (companyId: number) => `/empresa/${companyId}/contenedores-importar`,
  },
  /** The three container reports. */
  workspaceContainerReports: {
    pattern: '/empresa/:companyId/contenedores-reportes',
    href: (companyId: number) => `/empresa/${companyId}/contenedores-reportes`,
  },
  /** The applications pipeline of a vacancy: board and table (docs/decisions/0028-applications-pipeline.md). */
  workspacePipeline: {
    pattern: '/empresa/:companyId/postulaciones',
    href: (companyId: number) => `/empresa/${companyId}/postulaciones`,
  },
  /** A vacancy's interviews on the calendar; `?postulacion=` proposes one to that candidate. */
  workspaceInterviews: {
    pattern: '/empresa/:companyId/entrevistas',
    href: (companyId: number, vacancyId?: number, applicationId?: number) =>
      `/empresa/${companyId}/entrevistas${
        vacancyId
          ? `?vacante=${vacancyId}${applicationId ? `&postulacion=${applicationId}` : ''}`
          : ''
      }`,
  },
  workspaceTickets: {
    pattern: '/empresa/:companyId/tickets',
    href: (companyId: number, search: TicketListSearch = {}) =>
      withQuery(`/empresa/${companyId}/tickets`, { ...search }),
  },
  workspaceTicket: {
    pattern: '/empresa/:companyId/tickets/:ticketId',
    href: (companyId: number, ticketId: number) => `/empresa/${companyId}/tickets/${ticketId}`,
  },
  /** The company's complaints (docs/decisions/0022-complaints.md): staff and administrators. */
  workspaceJobLetters: {
    pattern: '/empresa/:companyId/cartas-laborales',
    href: (companyId: number) => `/empresa/${companyId}/cartas-laborales`,
  },
  workspaceComplaints: {
    pattern: '/empresa/:companyId/quejas',
    href: (companyId: number) => `/empresa/${companyId}/quejas`,
  },
  workspaceComplaint: {
    pattern: '/empresa/:companyId/quejas/:complaintId',
    href: (companyId: number, complaintId: number) => `/empresa/${companyId}/quejas/${complaintId}`,
  },
  /** The fleet (docs/decisions/0018-fleet-at-work.md): units, routes, tours and their passengers. */
  workspaceUnits: {
    pattern: '/empresa/:companyId/unidades',
    href: (companyId: number) => `/empresa/${companyId}/unidades`,
  },
  workspaceRoutes: {
    pattern: '/empresa/:companyId/rutas',
    href: (companyId: number) => `/empresa/${companyId}/rutas`,
  },
  workspaceTours: {
    pattern: '/empresa/:companyId/recorridos',
    href: (companyId: number, search: TourListSearch = {}) =>
      withQuery(`/empresa/${companyId}/recorridos`, { ...search }),
  },
  workspaceTour: {
    pattern: '/empresa/:companyId/recorridos/:tourId',
    href: (companyId: number, tourId: number) => `/empresa/${companyId}/recorridos/${tourId}`,
  },
  /** The fleet's live map (every unit's last position). */
  fleetMap: {
    pattern: '/empresa/:companyId/mapa',
    href: (companyId: number) => `/empresa/${companyId}/mapa`,
  },
  /** Service orders: work for a client or internal. */
  serviceOrders: {
    pattern: '/empresa/:companyId/ordenes-servicio',
    href: (companyId: number) => `/empresa/${companyId}/ordenes-servicio`,
  },
  /** Revision orders: inspections and maintenance of units. */
  revisionOrders: {
    pattern: '/empresa/:companyId/ordenes-revision',
    href: (companyId: number) => `/empresa/${companyId}/ordenes-revision`,
  },
  /** One revision order: its checklist, photos, signature and report. */
  revisionOrder: {
    pattern: '/empresa/:companyId/ordenes-revision/:revisionOrderId',
    href: (companyId: number, revisionOrderId: number) =>
      `/empresa/${companyId}/ordenes-revision/${revisionOrderId}`,
  },
  /** Clock-in (docs/decisions/0020-clock-in.md): who is in, on a break, out, late or absent now. */
  clockBoard: {
    pattern: '/empresa/:companyId/asistencia',
    href: (companyId: number) => `/empresa/${companyId}/asistencia`,
  },
  /** Clock-in: the company's attendance records, corrections and export. */
  clockAttendances: {
    pattern: '/empresa/:companyId/asistencia/registros',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/registros`,
  },
  /** Clock-in: shifts and their recesses. */
  clockShifts: {
    pattern: '/empresa/:companyId/asistencia/turnos',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/turnos`,
  },
  /** Clock-in: the recesses (breaks) of the shifts, the second tab of "Turnos y recesos". */
  clockRecesses: {
    pattern: '/empresa/:companyId/asistencia/turnos/recesos',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/turnos/recesos`,
  },
  /** Clock-in: weekly schedules. */
  clockSchedules: {
    pattern: '/empresa/:companyId/asistencia/horarios',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/horarios`,
  },
  /** Clock-in: the planning calendar (shifts per department or employee). */
  clockPlanning: {
    pattern: '/empresa/:companyId/asistencia/planeacion',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/planeacion`,
  },
  /** Clock-in: the kiosk link, personal links and settings (geofence). */
  clockKiosk: {
    pattern: '/empresa/:companyId/asistencia/kiosco',
    href: (companyId: number) => `/empresa/${companyId}/asistencia/kiosco`,
  },
  /** The company's prepaid balance (docs/decisions/0021-payments.md): balance, recharge, prices, featuring, movements. */
  workspaceBalance: {
    pattern: '/empresa/:companyId/saldo',
    href: (companyId: number, page?: number) => withQuery(`/empresa/${companyId}/saldo`, { page }),
  },
  /** The sandbox provider's checkout of a recharge (contract `Recharge.checkout_url`). */
  checkout: {
    pattern: '/pagos/checkout/:rechargeId',
    href: (rechargeId: string) => `/pagos/checkout/${encodeURIComponent(rechargeId)}`,
  },
  /** The job seeker's points and their history (docs/decisions/0021-payments.md). */
  myPoints: fixed('/mis-puntos'),
  /** The employee's clock-in: one big button, today's and this week's shift, history (docs/decisions/0020-clock-in.md). */
  myAttendance: fixed('/mi-asistencia'),
  /** A company's kiosk (shared tablet); the signed token follows `#`. */
  kiosk: fixed('/kiosco'),
  /** An employee's personal clock-in link (no sign-in); the signed token follows `#`. */
  clockLink: fixed('/checar'),
  /** The workforce's home: employees and drivers (docs/decisions/0018-fleet-at-work.md; a driver's day). */
  myWork: fixed('/mi-trabajo'),
  /** One tour of the driver's day: its passengers, start and finish (docs/decisions/0018-fleet-at-work.md). */
  driverTour: {
    pattern: '/mi-trabajo/recorridos/:tourId',
    href: (tourId: number) => `/mi-trabajo/recorridos/${tourId}`,
  },
  /** The administrators' console: every company's complaints (docs/decisions/0022-complaints.md). */
  admin: fixed('/admin'),
  /** The console's sections (docs/decisions/0027-vacancy-console.md): companies, users, vacancies to review, statistics. */
  adminCompanies: fixed('/admin/empresas'),
  adminUsers: fixed('/admin/usuarios'),
  adminVacancies: fixed('/admin/vacantes'),
  adminStatistics: fixed('/admin/estadisticas'),
  /** Filing a complaint (decision 41): anyone signed in. */
  fileComplaint: {
    pattern: '/quejas/nueva',
    href: (companyId?: number) => withQuery('/quejas/nueva', { empresa: companyId }),
  },
  /** The complaints the user filed, and one of them with its conversation. */
  myComplaints: fixed('/mis-quejas'),
  myComplaint: {
    pattern: '/mis-quejas/:complaintId',
    href: (complaintId: number) => `/mis-quejas/${complaintId}`,
  },
} as const;
