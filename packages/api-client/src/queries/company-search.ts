/**
 * Company-scoped searches (spec section 7 "Search"): results are limited to the caller's companies; bearer token required, the search key is added by the client's middleware.
 * Functions are named after the contract's operationIds.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { apiQueryOptions, domainKeys, type QueryParams } from './query-helpers.ts';

const keys = domainKeys('company-search');

/** Query keys of company-search: `['company-search', 'list' | 'detail', operationId, params]`. */
export const companySearchKeys = {
  ...keys,
  /** Key of `searchContainers`. */
  searchContainers: (params: QueryParams<'searchContainers'> = {}) =>
    keys.list('searchContainers', { ...params }),
  /** Key of `searchTickets`. */
  searchTickets: (params: QueryParams<'searchTickets'> = {}) =>
    keys.list('searchTickets', { ...params }),
  /** Key of `searchTerminals`. */
  searchTerminals: (params: QueryParams<'searchTerminals'> = {}) =>
    keys.list('searchTerminals', { ...params }),
  /** Key of `searchCompanies`. */
  searchCompanies: (params: QueryParams<'searchCompanies'> = {}) =>
    keys.list('searchCompanies', { ...params }),
  /** Key of `searchDepartments`. */
  searchDepartments: (params: QueryParams<'searchDepartments'> = {}) =>
    keys.list('searchDepartments', { ...params }),
  /** Key of `searchUnits`. */
  searchUnits: (params: QueryParams<'searchUnits'> = {}) => keys.list('searchUnits', { ...params }),
  /** Key of `searchRoutes`. */
  searchRoutes: (params: QueryParams<'searchRoutes'> = {}) =>
    keys.list('searchRoutes', { ...params }),
  /** Key of `searchServiceOrders`. */
  searchServiceOrders: (params: QueryParams<'searchServiceOrders'> = {}) =>
    keys.list('searchServiceOrders', { ...params }),
  /** Key of `searchEmployees`. */
  searchEmployees: (params: QueryParams<'searchEmployees'> = {}) =>
    keys.list('searchEmployees', { ...params }),
  /** Key of `searchUserVacancies`. */
  searchUserVacancies: (params: QueryParams<'searchUserVacancies'> = {}) =>
    keys.list('searchUserVacancies', { ...params }),
  /** Key of `searchCompanyVacancies`. */
  searchCompanyVacancies: (params: QueryParams<'searchCompanyVacancies'>) =>
    keys.list('searchCompanyVacancies', { ...params }),
  /** Key of `searchRecesses`. */
  searchRecesses: (params: QueryParams<'searchRecesses'>) =>
    keys.list('searchRecesses', { ...params }),
  /** Key of `searchSchedules`. */
  searchSchedules: (params: QueryParams<'searchSchedules'>) =>
    keys.list('searchSchedules', { ...params }),
  /** Key of `searchShifts`. */
  searchShifts: (params: QueryParams<'searchShifts'>) => keys.list('searchShifts', { ...params }),
  /** Key of `searchEmployeeShifts`. */
  searchEmployeeShifts: (params: QueryParams<'searchEmployeeShifts'>) =>
    keys.list('searchEmployeeShifts', { ...params }),
  /** Key of `searchDepartmentShifts`. */
  searchDepartmentShifts: (params: QueryParams<'searchDepartmentShifts'>) =>
    keys.list('searchDepartmentShifts', { ...params }),
  /** Key of `searchEmployeeAttendances`. */
  searchEmployeeAttendances: (params: QueryParams<'searchEmployeeAttendances'>) =>
    keys.list('searchEmployeeAttendances', { ...params }),
};

/**
 * Search containers: `GET /api/v1/search/containers` (`searchContainers`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchContainersQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchContainers'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchContainers(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/containers', { params: { query: params }, signal })),
  });
}

/**
 * Search tickets: `GET /api/v1/search/tickets` (`searchTickets`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchTicketsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchTickets'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchTickets(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/tickets', { params: { query: params }, signal })),
  });
}

/**
 * Search terminals: `GET /api/v1/search/terminals` (`searchTerminals`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchTerminalsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchTerminals'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchTerminals(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/terminals', { params: { query: params }, signal })),
  });
}

/**
 * Search companies: `GET /api/v1/search/companies` (`searchCompanies`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchCompaniesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchCompanies'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchCompanies(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/companies', { params: { query: params }, signal })),
  });
}

/**
 * Search departments: `GET /api/v1/search/departments` (`searchDepartments`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchDepartmentsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchDepartments'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchDepartments(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/departments', { params: { query: params }, signal })),
  });
}

/**
 * Search units: `GET /api/v1/search/units` (`searchUnits`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchUnitsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchUnits'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchUnits(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/units', { params: { query: params }, signal })),
  });
}

/**
 * Search routes: `GET /api/v1/search/routes` (`searchRoutes`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchRoutesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchRoutes'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchRoutes(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/routes', { params: { query: params }, signal })),
  });
}

/**
 * Search service orders: `GET /api/v1/search/service-orders` (`searchServiceOrders`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchServiceOrdersQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchServiceOrders'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchServiceOrders(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/service-orders', { params: { query: params }, signal })),
  });
}

/**
 * Search employees: `GET /api/v1/search/employees` (`searchEmployees`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchEmployeesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchEmployees'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchEmployees(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/employees', { params: { query: params }, signal })),
  });
}

/**
 * Search vacancies published by people: `GET /api/v1/search/user-vacancies` (`searchUserVacancies`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchUserVacanciesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchUserVacancies'> = {},
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchUserVacancies(params),
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/search/user-vacancies', { params: { query: params }, signal })),
  });
}

/**
 * Search a company's vacancies: `GET /api/v1/search/company-vacancies` (`searchCompanyVacancies`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchCompanyVacanciesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchCompanyVacancies'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchCompanyVacancies(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.main.GET('/api/v1/search/company-vacancies', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search recesses: `GET /clocker-api/v1/search/recesses` (`searchRecesses`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchRecessesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchRecesses'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchRecesses(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/recesses', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search schedules: `GET /clocker-api/v1/search/schedules` (`searchSchedules`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchSchedulesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchSchedules'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchSchedules(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/schedules', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search shifts: `GET /clocker-api/v1/search/shifts` (`searchShifts`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchShiftsQueryOptions(api: JornadaClient, params: QueryParams<'searchShifts'>) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchShifts(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/shifts', { params: { query: params }, signal }),
      ),
  });
}

/**
 * Search shift assignments of employees: `GET /clocker-api/v1/search/employee-shifts` (`searchEmployeeShifts`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchEmployeeShiftsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchEmployeeShifts'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchEmployeeShifts(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/employee-shifts', {
          params: { query: params },
          signal,
        }),
      ),
  });
}

/**
 * Search shift assignments of departments: `GET /clocker-api/v1/search/department-shifts` (`searchDepartmentShifts`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchDepartmentShiftsQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchDepartmentShifts'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchDepartmentShifts(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/department-shifts', {
          params: { query: params },
          signal,
        }),
      ),
  });
}

/**
 * Search attendance records: `GET /clocker-api/v1/search/employee-attendances` (`searchEmployeeAttendances`); resolves to the page `{ data, meta }`.
 * @throws {ApiError} 400, 401, 403, 429.
 */
export function searchEmployeeAttendancesQueryOptions(
  api: JornadaClient,
  params: QueryParams<'searchEmployeeAttendances'>,
) {
  return apiQueryOptions({
    queryKey: companySearchKeys.searchEmployeeAttendances(params),
    queryFn: ({ signal }) =>
      unwrap(
        api.clocker.GET('/clocker-api/v1/search/employee-attendances', {
          params: { query: params },
          signal,
        }),
      ),
  });
}
