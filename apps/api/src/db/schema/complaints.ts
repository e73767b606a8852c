/**
 * Complaints (decision 41 and
 * docs/decisions/0022-complaints.md): a complaint about a company with its
 * filer (kept even when anonymous towards the company), and its audit trail
 * and conversation, one row per event. Attachments are `files` rows of
 * `resource_type = 'complaint'`.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector, timestamps, type ContractField } from './columns.ts';
import { companies, users } from './core.ts';

export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `Q-<year>-<NNNN>`, numbered per company and year. */
    folio: varchar('folio', { length: 20 }).notNull(),
    /** Who filed it; null only if that account was deleted. Never shown to staff when anonymous. */
    reporterUserId: integer('reporter_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    category: varchar('category', { length: 16 })
      .$type<ContractField<'Complaint', 'category'>>()
      .notNull(),
    status: varchar('status', { length: 16 })
      .$type<ContractField<'Complaint', 'status'>>()
      .notNull()
      .default('recibida'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    searchVector: searchVector('folio', 'subject', 'description'),
  },
  (t) => [
    uniqueIndex('complaints_company_folio_idx').on(t.companyId, t.folio),
    index('complaints_company_created_idx').on(t.companyId, t.createdAt),
    index('complaints_reporter_idx').on(t.reporterUserId, t.createdAt),
    index('complaints_search_idx').using('gin', t.searchVector),
  ],
);

export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: serial('id').primaryKey(),
    complaintId: integer('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    /** `filed`, `message` or `status`. */
    type: varchar('type', { length: 10 })
      .$type<ContractField<'ComplaintEvent', 'type'>>()
      .notNull(),
    /** `reporter`, `staff` or `admin`: the side that wrote it, decided when it was written. */
    authorRole: varchar('author_role', { length: 10 })
      .$type<ContractField<'ComplaintEvent', 'author_role'>>()
      .notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    fromStatus: varchar('from_status', { length: 16 }).$type<
      ContractField<'Complaint', 'status'>
    >(),
    toStatus: varchar('to_status', { length: 16 }).$type<ContractField<'Complaint', 'status'>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('complaint_events_complaint_idx').on(t.complaintId, t.createdAt)],
);
