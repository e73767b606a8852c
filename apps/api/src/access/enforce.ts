/**
 * The one access helper of the server (ADR 0002, openapi/README.md "Access"): before any
 * handler runs, the operation's `x-jornada-access` declaration is enforced and
 * what it established is handed to the handler as `request.access`. Handlers
 * never check membership themselves; they read the grant (access/grant.ts: the
 * caller's side, which company, which companies a list may show).
 */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { resolveAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { bearerToken } from '../http/bearer.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';
import type { AccessDeclaration } from './declarations.ts';
import { grantAs, type AccessGrant } from './grant.ts';
import {
  forbidden,
  hasCompanyMembership,
  isAdmin,
  isCompanyWorker,
  memberCompanyIds,
  recruitsCandidate,
  type MembershipKind,
} from './membership.ts';
import { hiddenRecords, ownerResolvers, resourceOwner, type RecordOwner } from './owners.ts';

export type { AccessGrant } from './grant.ts';

/** The part of a request the access helper reads. */
type AccessRequest = Pick<FastifyRequest, 'userId' | 'params' | 'query' | 'body' | 'headers'>;

/** The signed-in caller: their id and whether they are an administrator. */
interface Caller {
  userId: number;
  isAdmin: boolean;
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
  { userId, isAdmin: admin }: Caller,
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
  if (kind) return grantAs(kind, admin, where);
  if (others.includes('admin') && admin) return grantAs('admin', true, where);
  if (record && others.includes('owner') && record.ownerUserId === userId)
    return grantAs('owner', admin, where);
  if (record && others.includes('applicant') && record.applicantUserId === userId)
    return grantAs('applicant', admin, where);
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
 * `scope: self`: the caller's own data, or the path's user's for an admitted other.
 * @throws 403 when the path names another user and the caller is no admitted other.
 */
async function admitToSelf(
  db: Database,
  caller: Caller,
  declaration: AccessDeclaration,
  params: Source,
): Promise<AccessGrant> {
  const self = declaration.self;
  if (!self || self === 'caller' || !self.path) return grantAs('self', caller.isAdmin);
  const target = companyIdOf(field(params, self.path));
  if (target === caller.userId) return grantAs('self', caller.isAdmin);
  const others = declaration.others ?? [];
  if (others.includes('admin') && caller.isAdmin) return grantAs('admin', true);
  if (others.includes('recruiter')) {
    // Staff of a company the user applied to read what a recruiter may (getUserProfile).
    if (target && (await recruitsCandidate(db, caller.userId, target)))
      return grantAs('self', caller.isAdmin);
    throw forbidden(serverMessages.access.recruiterOnly);
  }
  throw forbidden(serverMessages.access.selfOnly);
}

/**
 * `scope: company`: a member of the owning company, or an admitted other.
 * @throws 404/403/422 as {@link enforceAccess} says.
 */
async function admitByLocator(
  db: Database,
  caller: Caller,
  declaration: AccessDeclaration,
  { params, query, body }: { params: Source; query: Source; body: Source },
): Promise<AccessGrant> {
  const locator = declaration.company ?? {};
  if (locator.path) {
    const companyId = companyIdOf(field(params, locator.path));
    if (!companyId || !(await companyExists(db, companyId)))
      throw notFound(serverMessages.access.companyNotFound);
    return admitToCompany(db, caller, companyId, declaration, undefined, false);
  }
  if (locator.body) {
    const companyId = companyIdOf(field(body, locator.body));
    if (!companyId || !(await companyExists(db, companyId)))
      throw new HttpError(422, serverMessages.validation.summary, 'unprocessable', {
        [locator.body]: [serverMessages.access.companyNotFound],
      });
    return admitToCompany(db, caller, companyId, declaration, undefined, false);
  }
  if (locator.query) {
    const given = field(query, locator.query);
    if (given !== undefined) {
      const companyId = companyIdOf(given);
      if (!companyId || !(await companyExists(db, companyId)))
        throw notFound(serverMessages.access.companyNotFound);
      const grant = await admitToCompany(db, caller, companyId, declaration, undefined, false);
      return { ...grant, companyIds: [companyId] };
    }
    if (declaration.others?.includes('admin') && caller.isAdmin)
      return grantAs('admin', true, { companyIds: null });
    const members = declaration.members ?? [];
    return grantAs(members[0] ?? 'staff', caller.isAdmin, {
      companyIds: await memberCompanyIds(db, caller.userId, members),
    });
  }
  if (locator.record) {
    const resolve = ownerResolvers[locator.record];
    if (!resolve) throw new Error(`Sin resolutor de dueño para ${locator.record}`);
    const inPath = params && locator.record in params;
    const id = inPath ? field(params, locator.record) : field(body, locator.record);
    const record =
      id === undefined ? undefined : await resolve(db, id as number | string, caller.userId);
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
      caller,
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
  return admitToCompany(db, caller, record.companyId, declaration, record, false);
}

/**
 * A public operation that declares `memberOf`: anyone may call it; a bearer token, when sent
 * and valid, says who the caller is (what a token adds, e.g. a company's drafts for its staff).
 */
async function identifyPublic(
  db: Database,
  declaration: AccessDeclaration,
  request: AccessRequest,
): Promise<AccessGrant> {
  const token = bearerToken(request);
  const userId = request.userId ?? (token ? await resolveAccessToken(db, token) : null);
  if (!userId) return grantAs('public', false, { memberOf: [] });
  return grantAs('public', await isAdmin(db, userId), {
    memberOf: await memberCompanyIds(db, userId, declaration.memberOf!),
  });
}

/**
 * Checks the caller against an operation's declaration.
 * @returns the grant the handler reads (`request.access`, access/grant.ts).
 * @throws 401 without a signed-in caller where one is needed; 403/404 as the
 *   declaration decides; 404 when the company or record named does not exist;
 *   422 when a body names a company that does not exist.
 */
export async function enforceAccess(
  db: Database,
  declaration: AccessDeclaration,
  request: AccessRequest,
): Promise<AccessGrant> {
  if (declaration.scope === 'public')
    return declaration.memberOf
      ? identifyPublic(db, declaration, request)
      : grantAs('public', false);
  const userId = request.userId;
  if (!userId) throw new HttpError(401, serverMessages.access.signIn, 'unauthenticated');
  const caller: Caller = { userId, isAdmin: await isAdmin(db, userId) };
  const params = request.params as Source;
  const parts = {
    params,
    query: request.query as Source,
    body: (request.body && typeof request.body === 'object' ? request.body : undefined) as Source,
  };
  if (declaration.scope === 'admin') {
    if (!caller.isAdmin) throw forbidden(serverMessages.access.adminOnly);
    return grantAs('admin', true);
  }
  const grant =
    declaration.scope === 'self'
      ? await admitToSelf(db, caller, declaration, params)
      : await admitByLocator(db, caller, declaration, parts);
  if (!declaration.memberOf) return grant;
  // `memberOf` is about the operation's user: the path's (`self: { path }`), or the caller.
  const self = declaration.self;
  const path = self && self !== 'caller' ? self.path : undefined;
  const subject = (path && companyIdOf(field(params, path))) || userId;
  return { ...grant, memberOf: await memberCompanyIds(db, subject, declaration.memberOf) };
}

/** Whether the access helper can enforce a declaration today (its record has a resolver). */
export function enforceable(declaration: AccessDeclaration): boolean {
  const record = declaration.scope === 'company' ? declaration.company?.record : undefined;
  return !record || record in ownerResolvers;
}
