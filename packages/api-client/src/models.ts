/**
 * Named types for the contract's schemas, so that callers need not index
 * `components['schemas']` themselves.
 */
import type { components, operations } from './generated/schema.ts';

type Schemas = components['schemas'];

/** A vacancy (contract `Vacancy`); salaries in cents of MXN per month. */
export type Vacancy = Schemas['Vacancy'];
/** A vacancy as lists and searches answer it (contract `VacancySummary`): what a result card shows. */
export type VacancySummary = Schemas['VacancySummary'];
/** Where the work happens. */
export type VacancyModality = Schemas['VacancyModality'];
/** Employment type of a vacancy. */
export type EmploymentType = Schemas['EmploymentType'];
/** Life-cycle status of a vacancy. */
export type VacancyStatus = Schemas['VacancyStatus'];
/** A Mexican state with its INEGI code. */
export type State = Schemas['State'];
/** A job category. */
export type JobCategory = Schemas['JobCategory'];
/** The signed-in user. */
export type User = Schemas['User'];
/** Pagination metadata of list responses. */
export type PaginationMeta = Schemas['PaginationMeta'];
/** The answer of the password grant. */
export type TokenResponse = Schemas['TokenResponse'];
/** Query parameters of `GET /api/v1/search/vacancies`. */
export type VacancySearchParams = NonNullable<operations['searchVacancies']['parameters']['query']>;
/** One page of vacancy summaries. */
export type VacancyPage = Schemas['VacancyPage'];
