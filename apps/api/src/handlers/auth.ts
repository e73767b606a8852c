/**
 * Auth handlers: the password grant and the current user.
 */
import { eq } from 'drizzle-orm';
import { checkClient } from '../auth/clients.ts';
import { verifyPasswordOrDummy } from '../auth/password.ts';
import {
  accountPolicy,
  accountSourcePolicy,
  clearAttempts,
  pruneAttempts,
  releaseAttempt,
  reserveAttempts,
  signInKeys,
  sourcePolicy,
} from '../auth/throttle.ts';
import { issueAccessToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import {
  companies,
  companyMembers,
  departmentMembers,
  departments,
  userRoles,
  users,
} from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, unauthenticated } from '../http/errors.ts';
import type { Schema } from '../http/operations.ts';

const invalidGrant = () =>
  new HttpError(400, 'El correo o la contraseña no son correctos.', 'invalid_grant');

/** The `User` schema of the contract for one user id. */
export async function loadUser(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [roles, memberDepartments, memberCompanies] = await Promise.all([
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ id: departments.id, name: departments.name, company_id: departments.companyId })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .where(eq(departmentMembers.userId, userId)),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(eq(companyMembers.userId, userId)),
  ]);
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    lastname: user.lastname,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    roles: roles.map((r) => r.role as Schema<'User'>['roles'][number]),
    verified_profile: user.verifiedProfile,
    profile_image_url: user.profileImageUrl,
    departments: memberDepartments,
    companies: memberCompanies,
    created_at: user.createdAt.toISOString(),
  };
}

/** Handlers keyed by operationId. */
export function authHandlers({ db, config }: AppContext): Handlers {
  return {
    async issueToken(request) {
      const body = request.body;
      await checkClient(db, body.client_id, body.client_secret);
      const email = body.username.trim().toLowerCase();
      const keys = signInKeys(email, request.ip);
      // Reserved before the password is hashed, so that concurrent guesses count one by one.
      const reservation = await reserveAttempts(db, [
        [keys.accountSource, accountSourcePolicy],
        [keys.source, sourcePolicy],
        [keys.account, accountPolicy],
      ]);
      if (!reservation.admitted) {
        throw new HttpError(
          429,
          'Demasiados intentos de inicio de sesión. Espera un momento e intenta de nuevo, o restablece tu contraseña.',
          'too_many_attempts',
          undefined,
          { 'retry-after': String(reservation.retryAfterSeconds) },
        );
      }
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!(await verifyPasswordOrDummy(body.password, user?.passwordHash)) || !user) {
        // About one failure in a hundred also sweeps out counters whose window is long over.
        if (Math.random() < 0.01) await pruneAttempts(db);
        throw invalidGrant();
      }
      await clearAttempts(db, keys.accountSource);
      await releaseAttempt(db, keys.source);
      await releaseAttempt(db, keys.account);
      const token = await issueAccessToken(db, user.id, body.client_id, config.tokenTtlSeconds);
      return { token_type: 'Bearer', access_token: token.accessToken, expires_in: token.expiresIn };
    },

    async getCurrentUser(request) {
      const user = request.userId ? await loadUser(db, request.userId) : null;
      if (!user) throw unauthenticated();
      return { data: user };
    },
  };
}
