/**
 * Complaints as a company-owned record (decision 41): the table, the
 * serialiser (company and reporter loaded in bulk), sorts, filters and
 * full-text search that the generic lists use. Who may see the reporter is
 * decided per viewer afterwards ({@link forViewer}): the serialiser itself
 * always names them.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { AccessGrant } from '../../access/enforce.ts';
import type { Database } from '../../db/client.ts';
import { companies, complaintEvents, complaints, users } from '../../db/schema.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { distinctIds, fullName } from '../../records/refs.ts';
import { complaintMoves } from './life-cycle.ts';

type Complaint = components['schemas']['Complaint'];
type ComplaintEvent = components['schemas']['ComplaintEvent'];
type PersonRef = components['schemas']['PersonRef'];
/** A stored complaint. */
export type ComplaintRow = typeof complaints.$inferSelect;

/** The folio of a complaint: `Q-<year>-<number within the company and year, at least 4 digits>`. */
export const complaintFolio = (year: number, number: number) =>
  `Q-${year}-${String(number).padStart(4, '0')}`;

/** The users of the given ids as `PersonRef`s, by id. */
export async function userRefs(
  db: Database,
  ids: (number | null | undefined)[],
): Promise<Map<number, PersonRef>> {
  const wanted = distinctIds(ids);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, surname: users.surname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((u) => [u.id, { id: u.id, name: fullName(u.name, u.surname, u.lastname) }]),
  );
}

/** Complaints in the contract's shape, reporter always named (see {@link forViewer}). */
async function serializeComplaints(db: Database, rows: ComplaintRow[]): Promise<Complaint[]> {
  const companyIds = distinctIds(rows.map((r) => r.companyId));
  const [people, names] = await Promise.all([
    userRefs(
      db,
      rows.map((r) => r.reporterUserId),
    ),
    companyIds.length
      ? db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : Promise.resolve([]),
  ]);
  const companyName = new Map(names.map((c) => [c.id, c.name]));
  return rows.map((row) => {
    const status = row.status;
    return {
      id: row.id,
      folio: row.folio,
      company_id: row.companyId,
      company_name: companyName.get(row.companyId) ?? '',
      category: row.category,
      status,
      next_statuses: [...complaintMoves[status]],
      subject: row.subject,
      description: row.description,
      anonymous: row.anonymous,
      reporter: row.reporterUserId ? (people.get(row.reporterUserId) ?? null) : null,
      resolution: row.resolution,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/**
 * Whether a viewer may know who filed a complaint: always when it is signed;
 * for an anonymous one only its filer and administrators (decision 41).
 */
export const mayKnowReporter = (
  complaint: Pick<Complaint, 'anonymous' | 'reporter'>,
  viewer: { userId: number; access: Pick<AccessGrant, 'isAdmin'> },
) => !complaint.anonymous || viewer.access.isAdmin || complaint.reporter?.id === viewer.userId;

/** A complaint as one viewer may see it: the reporter of an anonymous one is `null` for the company's staff. */
export function forViewer<T extends Complaint>(
  complaint: T,
  viewer: { userId: number; access: Pick<AccessGrant, 'isAdmin'> },
): T {
  return mayKnowReporter(complaint, viewer) ? complaint : { ...complaint, reporter: null };
}

/**
 * A complaint's events (oldest first) as one viewer may see them: the
 * filer's entries of an anonymous complaint carry no author for staff.
 */
export async function complaintEventsFor(
  db: Database,
  complaint: Complaint,
  viewer: { userId: number; access: Pick<AccessGrant, 'isAdmin'> },
): Promise<ComplaintEvent[]> {
  const rows = await db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, complaint.id))
    .orderBy(asc(complaintEvents.createdAt), asc(complaintEvents.id));
  const reveal = mayKnowReporter(complaint, viewer);
  const people = await userRefs(
    db,
    rows.filter((r) => reveal || r.authorRole !== 'reporter').map((r) => r.authorUserId),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    author_role: row.authorRole,
    author:
      row.authorUserId && (reveal || row.authorRole !== 'reporter')
        ? (people.get(row.authorUserId) ?? null)
        : null,
    message: row.message,
    from_status: row.fromStatus ?? null,
    to_status: row.toStatus ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

const operations = {
  listedBy: ['listCompanyComplaints', 'listComplaints', 'listUserComplaints'],
} as const;

/**
 * The complaints domain on the generic company-owned record (lists and reads);
 * every answer passes `forViewer` (index.ts), so none is registered generically.
 */
export const complaintRecord: CompanyRecordDefinition<
  ComplaintRow,
  typeof operations,
  Complaint,
  never
> = {
  operations,
  table: complaints,
  notFoundMessage: serverMessages.complaints.notFound,
  serialize: serializeComplaints,
  sorts: {
    folio: complaints.folio,
    status: complaints.status,
    category: complaints.category,
    created_at: complaints.createdAt,
    updated_at: complaints.updatedAt,
  },
  defaultSort: '-created_at',
  filters: {
    status: (value) => eq(complaints.status, value),
    category: (value) => eq(complaints.category, value),
    anonymous: (value) => eq(complaints.anonymous, value),
    company_id: (value) => eq(complaints.companyId, value),
  },
  searchable: true,
  // Filing, moving and answering are written by hand (filing.ts, conversation.ts):
  // a complaint is filed by anyone about a company, not created by its staff.
  columns: async () => {
    throw unprocessable({ _: [serverMessages.validation.summary] });
  },
};
