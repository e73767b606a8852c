/**
 * Jornada es-MX seed data: geography, catalogs, companies and a deterministic vacancy
 * generator. Pure data and pure functions only.
 */
export type * from './types.ts';
export * from './states.ts';
export * from './municipalities.ts';
export * from './job-categories.ts';
export * from './soft-skills.ts';
export * from './business-sectors.ts';
export * from './companies.ts';
export * from './prng.ts';
export * from './vacancy-templates.ts';
export * from './vacancy-text.ts';
export * from './vacancies.ts';
