/**
 * Account management: update, delete,
 * change password; verification and roles by administrators. E-mail changes
 * go through email-change.ts.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { checkCurrentPassword } from '../auth/current-password.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { startsWithAny } from '../db/starts-with.ts';
import { userRoles, users } from '../db/schema.ts';
import { bearerToken } from '../http/bearer.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { notFound, unauthenticated } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';
import { paginate } from '../http/pagination.ts';
import { createMailer } from '../mail/mailer.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { loadUser } from './auth.ts';
import { emailChangeHandlers, requestEmailChange } from './email-change.ts';
import { checkConfirmation, unprocessable } from './registration.ts';

async function existingUser(db: Database, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Este usuario no existe.');
  return user;
}

/** Checks access to `/users/{userId}`: 403 for others, 404 when the user does not exist. */
async function targetUser(db: Database, request: OperationRequest<'deleteUser' | 'updateUser'>) {
  const { userId } = request.params;
  return existingUser(db, userId);
}

/** `q` of `listUsers`: the start of the name, a surname or the e-mail, ignoring case and accents. */
const userMatches = (q: string | undefined) =>
  startsWithAny(q, [users.name, users.surname, users.lastname, users.email]);

/** Handlers keyed by operationId. */
export function userHandlers(context: AppContext): Handlers {
  const { db, config } = context;
  const mailer = createMailer(db, config);
  return {
    ...emailChangeHandlers(context, mailer),
    async updateUser(request) {
      const user = await targetUser(db, request);
      const body = request.body;
      const email = body.email?.trim().toLowerCase();
      // A new address only starts a change confirmed by a code (email-change.ts).
      if (email !== undefined && email !== user.email) {
        await requestEmailChange(db, mailer, {
          callerId: request.userId,
          user,
          email,
          currentPassword: body.current_password,
          log: request.log,
        });
      }
      await db
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name.trim() } : {}),
          ...(body.surname !== undefined ? { surname: body.surname.trim() } : {}),
          ...(body.lastname !== undefined ? { lastname: body.lastname?.trim() || null } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      return { data: (await loadUser(db, user.id))! };
    },

    async deleteUser(request, reply) {
      const user = await targetUser(db, request);
      await revokeUserTokens(db, user.id);
      await db.delete(users).where(eq(users.id, user.id));
      request.log.info({ userId: user.id, reason: request.query.reason }, 'Cuenta eliminada');
      return reply.status(204).send();
    },

    async updatePassword(request, reply) {
      if (!request.userId) throw unauthenticated();
      const body = request.body;
      const user = await existingUser(db, request.userId);
      await checkCurrentPassword(db, user, body.current_password);
      checkConfirmation(body.password, body.password_confirmation);
      assertAcceptablePassword(body.password, user.email);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeUserTokens(db, user.id, bearerToken(request) ?? undefined);
      await mailer.send(passwordChangedMail({ to: user.email, name: user.name }), request.log);
      return reply.status(204).send();
    },

    async listUsers(request) {
      const { page, per_page: perPage, verified, q } = request.query;
      const where = and(
        verified === undefined ? undefined : eq(users.verifiedProfile, verified),
        userMatches(q),
      );
      return paginate({
        page: page ?? 1,
        perPage: perPage ?? 15,
        count: async () => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
        rows: async (limit, offset) => {
          const ids = await db
            .select({ id: users.id })
            .from(users)
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(limit)
            .offset(offset);
          const loaded = await Promise.all(ids.map(({ id }) => loadUser(db, id)));
          return loaded.filter((user) => user !== null);
        },
      });
    },

    async verifyUser(request) {
      const { userId } = request.params;
      await existingUser(db, userId);
      const { verified_profile: verified } = request.body;
      await db
        .update(users)
        .set({ verifiedProfile: verified, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return { data: (await loadUser(db, userId))! };
    },

    async assignUserRoles(request) {
      const { userId } = request.params;
      await existingUser(db, userId);
      const { roles } = request.body;
      if (userId === request.userId && !roles.includes('admin') && request.access!.isAdmin) {
        throw unprocessable('roles', 'No puedes quitarte a ti mismo el rol de administrador.');
      }
      await db.transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        await tx.insert(userRoles).values([...new Set(roles)].map((role) => ({ userId, role })));
      });
      return { data: (await loadUser(db, userId))! };
    },
  };
}
