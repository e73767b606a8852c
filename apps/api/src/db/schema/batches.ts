/**
 * Background imports (docs/decisions/0014-background-jobs.md): one row per uploaded
 * file, polled by the client through `getBatch` until a final status. The
 * row is also the import's checkpoint: `processed_rows` moves forward in the
 * same transaction that writes each chunk of records, so a job that runs
 * again after a crash resumes where the last committed chunk ended
 * (`jobs/`, docs/decisions/0014-background-jobs.md).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './core.ts';

/** A row of the file that could not be imported (contract `BatchRowError`). */
export interface BatchRowErrorRecord {
  /** 1-based data row (1 = the first row after the header). */
  row: number;
  /** Field → Spanish messages. */
  errors: Record<string, string[]>;
}

/** What a finished batch leaves besides its counts: why it failed, if it did. */
export interface BatchResultRecord {
  /** Spanish message of a batch that ended `failed`. */
  message?: string;
}

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `employees_import` or `containers_import` (contract `Batch.type`). */
    type: varchar('type', { length: 30 }).notNull(),
    /** Contract `BatchStatus`. */
    status: varchar('status', { length: 30 }).notNull().default('pending'),
    dryRun: boolean('dry_run').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    /** Rows handled so far, in file order: the checkpoint a resumed job starts from. */
    processedRows: integer('processed_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    errors: jsonb('errors').$type<BatchRowErrorRecord[]>().notNull().default([]),
    /** The parsed rows and options the job works from; cleared when the batch ends. */
    input: jsonb('input').$type<unknown>(),
    result: jsonb('result').$type<BatchResultRecord>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('batches_company_created_idx').on(t.companyId, t.createdAt)],
);
