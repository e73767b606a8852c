/**
 * Changing an account's e-mail: the caller's password starts
 * it, a six-digit code sent to the new address confirms it, and the current
 * address is told at both steps. A session token alone can no longer move an
 * account to an address its thief controls.
 */
import { and, desc, eq, gt, isNull, ne, sql, count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  codeExpiry,
  codeTtlMinutes,
  hashCode,
  maxCodeAttempts,
  newCode,
  sameDigest,
} from '../auth/codes.ts';
import { checkCurrentPassword, tooManyAttempts } from '../auth/current-password.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { emailChanges, users } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  emailChangeCodeMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from '../mail/account-templates.ts';
import { withinMailQuota } from '../mail/mail-quota.ts';
import type { Mailer } from '../mail/mailer.ts';
import { loadUser } from './auth.ts';
import { unprocessable } from './registration.ts';

type User = typeof users.$inferSelect;

const emailTaken = () => new HttpError(409, 'Ya existe una cuenta con este correo.', 'email_taken');

/**
 * Starts a change of `user`'s e-mail to `email`: checks the caller's password (throttled like
 * `updatePassword`), records the pending change, mails its code to `email` and a notice to the
 * current address. The address itself does not change here.
 * @param callerId - the signed-in user (the user themselves or an administrator).
 * @throws {HttpError} 422 without or with a wrong `current_password`, 409 when `email` is
 *   another account's, 429 after too many wrong passwords or five codes in an hour.
 */
export async function requestEmailChange(
  db: Database,
  mailer: Mailer,
  options: {
    callerId: number;
    user: User;
    email: string;
    currentPassword: string | undefined;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  const { callerId, user, email, currentPassword } = options;
  if (!currentPassword)
    throw unprocessable('current_password', 'Escribe tu contraseña actual para cambiar el correo.');
  const [caller] = await db.select().from(users).where(eq(users.id, callerId)).limit(1);
  if (!caller) throw unprocessable('current_password', 'La contraseña actual no es correcta.');
  await checkCurrentPassword(db, caller, currentPassword);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw emailTaken();
  const code = newCode();
  const since = new Date(Date.now() - 3_600_000);
  const recorded = await withinMailQuota(
    db,
    `email-change:${user.id}`,
    async (tx) =>
      (
        await tx
          .select({ n: count() })
          .from(emailChanges)
          .where(and(eq(emailChanges.userId, user.id), gt(emailChanges.createdAt, since)))
      )[0]?.n ?? 0,
    (tx) =>
      tx.insert(emailChanges).values({
        userId: user.id,
        newEmail: email,
        codeHash: hashCode('email-change', email, code),
        expiresAt: codeExpiry(),
      }),
  );
  if (!recorded) throw tooManyAttempts(3600);
  await mailer.send(
    emailChangeCodeMail({ to: email, name: user.name, code, minutes: codeTtlMinutes }),
    options.log,
  );
  await mailer.send(
    emailChangeRequestedMail({ to: user.email, name: user.name, newEmail: email }),
    options.log,
  );
}

/** Handlers keyed by operationId. */
export function emailChangeHandlers({ db }: AppContext, mailer: Mailer): Handlers {
  return {
    async confirmEmailChange(request) {
      const { userId } = request.params;
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw notFound('Este usuario no existe.');
      const { code } = request.body;
      const invalid = () =>
        unprocessable('code', 'El código no es válido o ya venció. Solicita otro.');
      const [change] = await db
        .select()
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, user.id),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailChanges.createdAt), desc(emailChanges.id))
        .limit(1);
      if (!change || change.failedAttempts >= maxCodeAttempts) throw invalid();
      if (!sameDigest(change.codeHash, hashCode('email-change', change.newEmail, code))) {
        await db
          .update(emailChanges)
          .set({ failedAttempts: sql`${emailChanges.failedAttempts} + 1` })
          .where(eq(emailChanges.id, change.id));
        throw invalid();
      }
      try {
        await db.transaction(async (tx) => {
          const [used] = await tx
            .update(emailChanges)
            .set({ usedAt: new Date() })
            .where(and(eq(emailChanges.id, change.id), isNull(emailChanges.usedAt)))
            .returning();
          if (!used) throw invalid();
          await tx
            .update(users)
            .set({ email: change.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
            .where(eq(users.id, user.id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      await mailer.send(
        emailChangedMail({ to: user.email, name: user.name, newEmail: change.newEmail }),
        request.log,
      );
      return { data: (await loadUser(db, user.id))! };
    },
  };
}
