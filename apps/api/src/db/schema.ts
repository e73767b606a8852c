/**
 * The database schema (drizzle-orm), split by domain under `schema/`.
 * Migrations in `drizzle/` are generated from it with
 * `pnpm --filter @jornada/api db:generate`; full-text search of the seeker's
 * side (the trigger-maintained `search_vector` columns and the `jornada_es`
 * text search configuration) lives in hand-written migrations because
 * drizzle-kit does not model it.
 */
export * from './schema/core.ts';
export * from './schema/company-records.ts';
export * from './schema/batches.ts';
export * from './schema/fleet.ts';
export * from './schema/clock.ts';
export * from './schema/complaints.ts';
export * from './schema/payments.ts';
export * from './schema/containers.ts';
export * from './schema/signatures.ts';
export * from './schema/video-rooms.ts';
export * from './schema/invitations.ts';
