/**
 * The one access helper of the server (issue 15, ADR 0002): before any
 * handler runs, the operation's `x-jornada-access` declaration is enforced and
 * what it established is handed to the handler as `request.access`. Handlers
 * never check membership themselves; they read the grant (which company, or
 * which companies a list may show).
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  forbidden,
  hasCompanyMembership,
  isAdmin,
  isCompanyWorker,
  staffCompanyIds,
  workforceCompanyIds,
  type MembershipKind,
} from '../auth/authorize.ts';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import type { AccessDeclaration } from './declarations.ts';
import { hiddenRecords, ownerResolvers, resourceOwner, type RecordOwner } from './owners.ts';

/** What the access check established for one request. */
export interface AccessGrant {
  /** How the caller got in. */
  as: 'public' | 'self' | 'admin' | MembershipKind | 'owner' | 'applicant';
  /** The caller is an administrator. */
  isAdmin: boolean;
  /** The owning company of the call, when the declaration names one (path, record, body, or query when given). */
  companyId?: number;
  /**
   * Lists and searches whose company is an optional query parameter left out:
   * the companies the caller may see, or `null` for all (administrators).
   */
  companyIds?: number[] | null;
  /** The record the path or body named, with its owners. */
  record?: RecordOwner;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access helper before the handler runs (access/enforce.ts). */
    access?: AccessGrant;
  }
}

type Source = Record<string, unknown> | undefined;

const field = (source: Source, name: string) => source?.[name];

/** A company id from a request value: an int4 integer, or undefined. */
function companyIdOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
}

async function companyExists(db: Database, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return Boolean(row);
}

/** The kind the caller holds among the admitted ones, or undefined. */
async function membershipKind(
  db: Database,
  userId: number,
  companyId: number,
  members: readonly MembershipKind[],
): Promise<MembershipKind | undefined> {
  for (const kind of members) {
    if (await hasCompanyMembership(db, userId, companyId, [kind])) return kind;
  }
  return undefined;
}

/** The companies the caller reaches as one of the admitted kinds. */
async function reachableCompanies(
  db: Database,
  userId: number,
  members: readonly MembershipKind[],
): Promise<number[]> {
  const ids = new Set<number>();
  if (members.includes('staff')) for (const id of await staffCompanyIds(db, userId)) ids.add(id);
  if (members.includes('employee') || members.includes('driver')) {
    for (const id of await workforceCompanyIds(db, userId)) {
      if (
        await hasCompanyMembership(
          db,
          userId,
          id,
          members.filter((m) => m !== 'staff'),
        )
      )
        ids.add(id);
    }
  }
  return [...ids];
}

/**
 * Enforces a company-scoped declaration for a caller and a company.
 * @param hide - answer as if the record did not exist instead of 403 (the company came from a
 *   record, whose existence must not leak).
 * @param missing - that answer: 404 for a record the path names (the default), 422 naming the
 *   field for one the body names.
 * @throws 403 (or the `missing` answer) when the caller is neither an admitted member nor an
 *   admitted other.
 */
async function admitToCompany(
  db: Database,
  userId: number,
  companyId: number | null,
  declaration: AccessDeclaration,
  record: RecordOwner | undefined,
  hide: boolean,
  missing: () => Error = () => notFound(),
): Promise<AccessGrant> {
  const members = declaration.members ?? [];
  const others = declaration.others ?? [];
  const where = { ...(companyId === null ? {} : { companyId }), ...(record ? { record } : {}) };
  const kind =
    companyId === null ? undefined : await membershipKind(db, userId, companyId, members);
  if (kind) return { as: kind, isAdmin: false, ...where };
  if (others.includes('admin') && (await isAdmin(db, userId)))
    return { as: 'admin', isAdmin: true, ...where };
  if (record && others.includes('owner') && record.ownerUserId === userId)
    return { as: 'owner', isAdmin: false, ...where };
  if (record && others.includes('applicant') && record.applicantUserId === userId)
    return { as: 'applicant', isAdmin: false, ...where };
  // Existence is hidden only from outsiders: the record's own people and the
  // company's members of another kind learn they may not, not that it is missing.
  const related = record && (record.ownerUserId === userId || record.applicantUserId === userId);
  const insider =
    companyId !== null &&
    (await hasCompanyMembership(db, userId, companyId, ['staff', 'employee', 'driver']));
  if (hide && !related && !insider) throw missing();
  if (companyId === null) throw forbidden(serverMessages.access.selfOnly);
  // No membership admits (`members: []`): only the record's own person may, e.g. a unit's driver.
  if (!members.length) throw forbidden(serverMessages.access.ownerOnly);
  if (await isCompanyWorker(db, userId, companyId))
    throw forbidden(serverMessages.access.staffOnly);
  throw forbidden(serverMessages.access.notMember);
}

/**
 * Checks the caller against an operation's declaration.
 * @returns the grant the handler reads (`request.access`).
 * @throws 401 without a signed-in caller where one is needed; 403/404 as the
 *   declaration decides; 404 when the company or record named does not exist;
 *   422 when a body names a company that does not exist.
 */
export async function enforceAccess(
  db: Database,
  declaration: AccessDeclaration,
  request: Pick<FastifyRequest, 'userId' | 'params' | 'query' | 'body'>,
): Promise<AccessGrant> {
  if (declaration.scope === 'public') return { as: 'public', isAdmin: false };
  const userId = request.userId;
  if (!userId) throw new HttpError(401, serverMessages.access.signIn, 'unauthenticated');
  const params = request.params as Source;
  const query = request.query as Source;
  const body = (
    request.body && typeof request.body === 'object' ? request.body : undefined
  ) as Source;

  if (declaration.scope === 'admin') {
    if (!(await isAdmin(db, userId))) throw forbidden(serverMessages.access.adminOnly);
    return { as: 'admin', isAdmin: true };
  }

  if (declaration.scope === 'self') {
    const self = declaration.self;
    if (self && self !== 'caller' && self.path) {
      const target = companyIdOf(field(params, self.path));
      if (target === userId) return { as: 'self', isAdmin: false };
      if (declaration.others?.includes('admin') && (await isAdmin(db, userId)))
        return { as: 'admin', isAdmin: true };
      // Recruiters (getUserProfile) are decided by the handler, which knows the applications.
      if (declaration.others?.includes('recruiter')) return { as: 'self', isAdmin: false };
      throw forbidden(serverMessages.access.selfOnly);
    }
    return { as: 'self', isAdmin: false };
  }

  const locator = declaration.company ?? {};
  if (locator.path) {
    const companyId = companyIdOf(field(params, locator.path));
    if (!companyId || !(await companyExists(db, companyId)))
      throw notFound(serverMessages.access.companyNotFound);
    return admitToCompany(db, userId, companyId, declaration, undefined, false);
  }
  if (locator.body) {
    const companyId = companyIdOf(field(body, locator.body));
    if (!companyId || !(await companyExists(db, companyId)))
      throw new HttpError(422, serverMessages.validation.summary, 'unprocessable', {
        [locator.body]: [serverMessages.access.companyNotFound],
      });
    return admitToCompany(db, userId, companyId, declaration, undefined, false);
  }
  if (locator.query) {
    const given = field(query, locator.query);
    if (given !== undefined) {
      const companyId = companyIdOf(given);
      if (!companyId || !(await companyExists(db, companyId)))
        throw notFound(serverMessages.access.companyNotFound);
      const grant = await admitToCompany(db, userId, companyId, declaration, undefined, false);
      return { ...grant, companyIds: [companyId] };
    }
    if (declaration.others?.includes('admin') && (await isAdmin(db, userId)))
      return { as: 'admin', isAdmin: true, companyIds: null };
    const members = declaration.members ?? [];
    return {
      as: members[0] ?? 'staff',
      isAdmin: false,
      companyIds: await reachableCompanies(db, userId, members),
    };
  }
  if (locator.record) {
    const resolve = ownerResolvers[locator.record];
    if (!resolve) throw new Error(`Sin resolutor de dueño para ${locator.record}`);
    const inPath = params && locator.record in params;
    const id = inPath ? field(params, locator.record) : field(body, locator.record);
    const record = id === undefined ? undefined : await resolve(db, id as number | string, userId);
    // A record named in the body answers 422 on its field, whether missing or another company's.
    const named = locator.record;
    const missing = () =>
      inPath
        ? notFound(serverMessages.records.byPlaceholder[named])
        : new HttpError(422, serverMessages.validation.summary, 'unprocessable', {
            [named]: [serverMessages.access.recordNotFound],
          });
    if (!record) throw missing();
    return admitToCompany(
      db,
      userId,
      record.companyId,
      declaration,
      record,
      hiddenRecords.has(locator.record) || Boolean(record.hidden),
      missing,
    );
  }
  // `resource` (files): `resource_type` + the named id, in the query (lists) or the body (uploads).
  const from = field(query, locator.resource!) !== undefined ? query : body;
  const id = companyIdOf(field(from, locator.resource!));
  const type = field(from, 'resource_type');
  const record = id && typeof type === 'string' ? await resourceOwner(db, type, id) : undefined;
  if (!record) throw notFound();
  return admitToCompany(db, userId, record.companyId, declaration, record, false);
}

/** Whether the access helper can enforce a declaration today (its record has a resolver). */
export function enforceable(declaration: AccessDeclaration): boolean {
  const record = declaration.scope === 'company' ? declaration.company?.record : undefined;
  return !record || record in ownerResolvers;
}
