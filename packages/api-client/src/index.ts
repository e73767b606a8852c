export {
  ApiError,
  apiErrorFromNetwork,
  apiErrorFromResponse,
  fallbackMessages,
  type ApiErrorBody,
} from './api-error.ts';
export {
  bearerMiddleware,
  createJornadaClient,
  networkErrorMiddleware,
  searchKeyMiddleware,
  unwrap,
  type ApiBase,
  type JornadaClient,
  type JornadaClientOptions,
  type JornadaFetchClient,
} from './client.ts';
export type { components, operations, paths } from './generated/schema.ts';
export type {
  EmploymentType,
  JobCategory,
  PaginationMeta,
  State,
  TokenResponse,
  User,
  Vacancy,
  VacancyModality,
  VacancyPage,
  VacancySearchParams,
  VacancyStatus,
} from './models.ts';
export { authKeys, currentUserQueryOptions, fetchCurrentUser, issueToken, webClientId } from './queries/auth.ts';
export { jobCategoriesQueryOptions, referenceKeys, statesQueryOptions } from './queries/reference.ts';
export { searchVacanciesQueryOptions, vacancyKeys, vacancyQueryOptions } from './queries/vacancies.ts';
