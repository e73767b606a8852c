/**
 * Job applications: the contract shape, status rules and the match score.
 */
import { jobApplicationStatusLabels } from '@jornada/api-client/enum-labels';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyInvitations,
  jobApplications,
  profiles,
  users,
  vacancies,
} from '../../db/schema.ts';
import type { OperationRequest, Schema } from '../../http/operations.ts';

/** Statuses a company moves an application through, in order. */
export const forwardStatuses = [
  'enviada',
  'vista',
  'en_proceso',
  'entrevista',
  'seleccionada',
] as const;
/** Statuses after which nothing changes. */
export const finalStatuses = new Set(['seleccionada', 'descartada', 'retirada']);

/** Spanish label of every status (contract `JobApplicationStatus`). */
export const applicationStatusLabels: Record<string, string> = jobApplicationStatusLabels;

/**
 * Whether `actor` may move an application from `from` to `to`: the candidate
 * only withdraws; the company moves forward or discards; nothing leaves a final status.
 */
export function canTransition(actor: 'candidate' | 'company', from: string, to: string): boolean {
  if (finalStatuses.has(from)) return false;
  if (actor === 'candidate') return to === 'retirada';
  if (to === 'descartada') return true;
  const order = forwardStatuses as readonly string[];
  return order.includes(to) && order.indexOf(to) > order.indexOf(from);
}

/**
 * Deterministic match between a profile and a vacancy (0–100): same state 30,
 * salary expectations within the offer 30, words of the desired position or job
 * title in the vacancy title 40.
 */
export function matchScore(
  profile: {
    stateId: number | null;
    minSalary: number;
    desiredPosition: string | null;
    jobTitle: string | null;
  },
  vacancy: { stateId: number; salaryMax: number; title: string },
): number {
  const words = (text: string | null) =>
    new Set(
      (text ?? '')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .match(/\p{L}{3,}/gu) ?? [],
    );
  const wanted = new Set([...words(profile.desiredPosition), ...words(profile.jobTitle)]);
  const title = words(vacancy.title);
  const shared = [...wanted].filter((w) => title.has(w)).length;
  const salary =
    !profile.minSalary || !vacancy.salaryMax ? 15 : profile.minSalary <= vacancy.salaryMax ? 30 : 0;
  const place = profile.stateId === vacancy.stateId ? 30 : 0;
  return Math.min(
    100,
    place +
      salary +
      (wanted.size ? Math.round((40 * shared) / Math.min(wanted.size, title.size || 1)) : 0),
  );
}

/** A select of applications with what `JobApplication` shows. */
export function selectApplications(db: Database) {
  return db
    .select({
      application: jobApplications,
      vacancy: { id: vacancies.id, title: vacancies.title, companyId: vacancies.companyId },
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        verified: companies.verified,
        logo_url: companies.logoUrl,
      },
      candidate: {
        id: users.id,
        name: users.name,
        surname: users.surname,
        lastname: users.lastname,
      },
      invitationStatus: companyInvitations.status,
    })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(companyInvitations, eq(companyInvitations.jobApplicationId, jobApplications.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

/** One joined row as a contract `JobApplication`. */
export function toApplication({
  application: a,
  vacancy,
  company,
  candidate,
  invitationStatus,
}: Row) {
  return {
    id: a.id,
    vacancy: { id: vacancy.id, title: vacancy.title, company },
    candidate: {
      id: candidate.id,
      name: [candidate.name, candidate.surname, candidate.lastname].filter(Boolean).join(' '),
    },
    status: a.status as Schema<'JobApplication'>['status'],
    status_label: applicationStatusLabels[a.status],
    cover_letter: a.coverLetter,
    cv_url: a.cvUrl,
    expected_salary: a.expectedSalary,
    currency: 'MXN' as const,
    match_score: a.matchScore,
    company_invitation_status:
      invitationStatus as Schema<'JobApplication'>['company_invitation_status'],
    comments: a.comments,
    status_changed_at: a.statusChangedAt.toISOString(),
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** The applications matching a filter, as contract objects. */
export async function loadApplications(
  db: Database,
  where: SQL | undefined,
  limit = 1,
  offset = 0,
  order: SQL[] = [],
) {
  const rows = await selectApplications(db)
    .where(where)
    .orderBy(...order, desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toApplication);
}

/** A job seeker's profile fields used by applications, or `undefined`. */
export async function profileForApplication(db: Database, userId: number) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile;
}

/** `sort` of `listCompanyJobApplications` (contract decision 55). */
export type ApplicationSort = NonNullable<
  OperationRequest<'listCompanyJobApplications'>['query']['sort']
>;

/**
 * The ORDER BY of a `sort` (contract decision 55), before the newest-first tie-break that
 * {@link loadApplications} always adds: the candidate's name by name and surnames, ignoring case
 * and accents; a score or a salary with the applications that have none last either way.
 */
export function applicationOrder(sort: ApplicationSort | undefined): SQL[] {
  if (!sort) return [];
  const direction = sort.startsWith('-') ? sql`desc` : sql`asc`;
  const field = sort.replace(/^-/, '');
  if (field === 'name')
    return [users.name, users.surname, users.lastname].map(
      (column) => sql`unaccent(lower(${column})) ${direction}`,
    );
  if (field === 'match_score') return [sql`${jobApplications.matchScore} ${direction} nulls last`];
  if (field === 'expected_salary')
    return [sql`${jobApplications.expectedSalary} ${direction} nulls last`];
  return [sql`${jobApplications.createdAt} ${direction}`];
}
