/**
 * Sign-up with an e-mailed six-digit code (or the e-mail's link) and password
 * reset by e-mail (openapi/README.md decisions 2–6).
 */
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  codeExpiry,
  codeTtlMinutes,
  hashCode,
  maxCodeAttempts,
  newCode,
  newLinkToken,
  sameDigest,
} from '../auth/codes.ts';
import { hashPassword } from '../auth/password.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { clearAccountAttempts } from '../auth/throttle.ts';
import { hashToken, revokeUserTokens } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { passwordResets, registrations, userRoles, users } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { accountExistsMail } from '../mail/account-templates.ts';
import { withinMailQuota, type Tx } from '../mail/mail-quota.ts';
import { createMailer } from '../mail/mailer.ts';
import { passwordResetMail, registrationMail } from '../mail/templates.ts';

/** Roles a new account gets, by the product it signed up through. */
export const rolesByService: Record<string, string[]> = {
  jobs: ['job_seeker'],
  companies: ['company_staff'],
  clocker: ['employee'],
  tracking: ['company_staff'],
};

/** 422 with one field error. */
export const unprocessable = (field: string, message: string) =>
  new HttpError(422, 'No pudimos completar la operación.', 'unprocessable', { [field]: [message] });

/** 422 when a password and its confirmation differ. */
export function checkConfirmation(password: string, confirmation: string): void {
  if (password !== confirmation)
    throw unprocessable('password_confirmation', 'Las contraseñas no coinciden.');
}

const tooMany = () =>
  new HttpError(
    429,
    'Demasiados intentos. Espera un momento e intenta de nuevo.',
    'too_many_attempts',
    undefined,
    {
      'retry-after': '3600',
    },
  );

type Registration = typeof registrations.$inferSelect;

async function completeRegistration(db: Database, registration: Registration) {
  if (registration.confirmedAt)
    throw new HttpError(409, 'Esta cuenta ya fue confirmada. Inicia sesión.', 'already_confirmed');
  if (registration.expiresAt < new Date()) {
    throw unprocessable(
      'verification_code',
      'El código venció. Regístrate de nuevo para recibir otro.',
    );
  }
  const verifiedAt = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(registrations)
        .set({ confirmedAt: verifiedAt })
        .where(and(eq(registrations.id, registration.id), isNull(registrations.confirmedAt)))
        .returning();
      if (!claimed)
        throw new HttpError(
          409,
          'Esta cuenta ya fue confirmada. Inicia sesión.',
          'already_confirmed',
        );
      const [user] = await tx
        .insert(users)
        .values({
          name: claimed.name,
          surname: claimed.surname,
          lastname: claimed.lastname,
          email: claimed.email,
          phone: claimed.phone,
          passwordHash: claimed.passwordHash,
          emailVerifiedAt: verifiedAt,
        })
        .returning();
      const roles = rolesByService[claimed.service] ?? ['job_seeker'];
      await tx.insert(userRoles).values(roles.map((role) => ({ userId: user!.id, role })));
      await tx
        .update(registrations)
        .set({ userId: user!.id })
        .where(eq(registrations.id, claimed.id));
      return {
        data: { user_id: user!.id, email: user!.email, verified_at: verifiedAt.toISOString() },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, 'Ya existe una cuenta con este correo.', 'email_taken');
    throw error;
  }
}

async function sentInLastHour(
  db: Database | Tx,
  table: typeof registrations | typeof passwordResets,
  where: unknown,
) {
  const since = new Date(Date.now() - 3_600_000);
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(where as never, gt(table.createdAt, since)));
  return row?.n ?? 0;
}

/** Handlers keyed by operationId. */
export function registrationHandlers({ db, config }: AppContext): Handlers {
  const mailer = createMailer(db, config);
  return {
    async register(request, reply) {
      const body = request.body;
      checkConfirmation(body.password, body.password_confirmation);
      const email = body.email.trim().toLowerCase();
      assertAcceptablePassword(body.password, email);
      const [owner] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      // Sign-up answers the same whether or not the address has an account (no enumeration):
      // for a taken one the registration row gets a code nobody receives, and the owner a notice.
      const code = newCode();
      const token = newLinkToken();
      const passwordHash = await hashPassword(body.password);
      const registration = await withinMailQuota(
        db,
        `register:${email}`,
        (tx) => sentInLastHour(tx, registrations, eq(registrations.email, email)),
        async (tx) =>
          (
            await tx
              .insert(registrations)
              .values({
                name: body.name.trim(),
                surname: body.surname.trim(),
                lastname: body.lastname?.trim() || null,
                email,
                phone: body.phone ?? null,
                passwordHash,
                service: body.service,
                codeHash: hashCode('register', email, owner ? newCode() : code),
                tokenHash: hashToken(owner ? newLinkToken() : token),
                expiresAt: codeExpiry(),
              })
              .returning()
          )[0]!,
      );
      if (!registration) throw tooMany();
      const link = `${config.publicUrl}/verificarme?token=${encodeURIComponent(token)}&service=${body.service}`;
      await mailer.send(
        owner
          ? accountExistsMail({
              to: email,
              name: owner.name,
              service: body.service,
              link: `${config.publicUrl}/login`,
            })
          : registrationMail({
              to: email,
              name: registration.name,
              code,
              link,
              service: body.service,
              minutes: codeTtlMinutes,
            }),
        request.log,
      );
      return reply.status(201).send({
        data: {
          id: registration.id,
          email,
          service: registration.service as typeof body.service,
          verification_expires_at: registration.expiresAt.toISOString(),
        },
      });
    },

    async confirmRegistration(request) {
      const { registrationId } = request.params;
      const { verification_code: code } = request.body;
      const [registration] = await db
        .select()
        .from(registrations)
        .where(eq(registrations.id, registrationId))
        .limit(1);
      if (!registration) throw notFound('No encontramos este registro. Regístrate de nuevo.');
      if (!registration.confirmedAt && registration.failedAttempts >= maxCodeAttempts)
        throw tooMany();
      if (
        !registration.confirmedAt &&
        !sameDigest(registration.codeHash, hashCode('register', registration.email, code))
      ) {
        await db
          .update(registrations)
          .set({ failedAttempts: sql`${registrations.failedAttempts} + 1` })
          .where(eq(registrations.id, registration.id));
        throw unprocessable('verification_code', 'El código no es correcto.');
      }
      return completeRegistration(db, registration);
    },

    async confirmAccount(request) {
      const { token } = request.body;
      const [registration] = await db
        .select()
        .from(registrations)
        .where(eq(registrations.tokenHash, hashToken(token)))
        .limit(1);
      if (!registration) throw unprocessable('token', 'El enlace de confirmación no es válido.');
      return completeRegistration(db, registration);
    },

    async requestPasswordResetEmail(request, reply) {
      const { email: raw } = request.query;
      const email = raw.trim().toLowerCase();
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const code = newCode();
      const recorded =
        user &&
        (await withinMailQuota(
          db,
          `reset:${user.id}`,
          (tx) => sentInLastHour(tx, passwordResets, eq(passwordResets.userId, user.id)),
          (tx) =>
            tx.insert(passwordResets).values({
              userId: user.id,
              codeHash: hashCode('reset', email, code),
              expiresAt: codeExpiry(),
            }),
        ));
      if (user && recorded) {
        await mailer.send(
          passwordResetMail({
            to: email,
            name: user.name,
            code,
            link: `${config.publicUrl}/recuperar-password?correo=${encodeURIComponent(email)}`,
            minutes: codeTtlMinutes,
          }),
          request.log,
        );
      }
      return reply.status(202).send({
        data: {
          message:
            'Si el correo está registrado, te enviamos un código para restablecer tu contraseña.',
        },
      });
    },

    async resetPassword(request) {
      const body = request.body;
      checkConfirmation(body.password, body.password_confirmation);
      const email = body.email.trim().toLowerCase();
      assertAcceptablePassword(body.password, email);
      const invalid = () =>
        unprocessable('code', 'El código no es válido o ya venció. Solicita otro.');
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user) throw invalid();
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
        .limit(1);
      if (!reset || reset.failedAttempts >= maxCodeAttempts) throw invalid();
      if (!sameDigest(reset.codeHash, hashCode('reset', email, body.code))) {
        await db
          .update(passwordResets)
          .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
          .where(eq(passwordResets.id, reset.id));
        throw invalid();
      }
      const [used] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning();
      if (!used) throw invalid();
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await revokeUserTokens(db, user.id);
      await clearAccountAttempts(db, email);
      return { data: { message: 'Tu contraseña se actualizó. Ya puedes iniciar sesión.' } };
    },
  };
}
