/**
 * Invitations to join a company's workforce (docs/decisions/0036-hire-link.md):
 * staff invite a hired candidate (an application in `seleccionada`) and the candidate
 * accepts or declines. The employee record is created with the invitation; accepting
 * links the candidate's account to it (`employees.user_id`) and makes them a member of its
 * department (`department_members`), in one transaction.
 */
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { companies, jobApplications, users } from './core.ts';
import { employees } from './company-records.ts';

/** One invitation per application: `pendiente` → `aceptada` | `rechazada` (a declined one may be sent again). */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobApplicationId: integer('job_application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    /** The invited person (the application's candidate). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The employee record prepared for them; deleting it withdraws the invitation. */
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 16 }).notNull().default('pendiente'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_invitations_application_idx').on(t.jobApplicationId),
    index('company_invitations_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
