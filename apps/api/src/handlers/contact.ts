/**
 * The public forms:
 * the contact form, the company contact
 * form and the mailing list. Each checks the anti-bot token
 * (`contact/captcha.ts`), stores what was sent and answers 202 with a
 * Spanish acknowledgement.
 */
import type { FastifyRequest } from 'fastify';
import { formPolicy, reserveAttempt, sourceOf } from '../auth/throttle.ts';
import { verifyCaptchaToken } from '../contact/captcha.ts';
import { contactMessages, mailingListSubscribers } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';

/** Spanish acknowledgements of the forms. */
export const contactMessagesEs = {
  contact: 'Recibimos tu mensaje. Te responderemos pronto.',
  companyContact: 'Gracias por tu interés. Nuestro equipo comercial te contactará pronto.',
  mailingList: 'Listo. Te enviaremos novedades de Jornada a tu correo.',
  badToken: 'No pudimos comprobar que no eres un robot. Recarga la página e intenta de nuevo.',
  tooMany: 'Enviaste demasiados formularios. Espera unos minutos e intenta de nuevo.',
} as const;

/**
 * Every form submission of a source (IP address, IPv6 /64) counts against one atomic
 * counter of `auth/throttle.ts` ({@link formPolicy}), shared by every instance: concurrent
 * submissions count one by one.
 */
async function throttle(db: AppContext['db'], request: FastifyRequest) {
  const reservation = await reserveAttempt(db, `form:ip:${sourceOf(request.ip)}`, formPolicy);
  if (!reservation.admitted) {
    throw new HttpError(429, contactMessagesEs.tooMany, 'too_many_requests', undefined, {
      'retry-after': String(reservation.retryAfterSeconds),
    });
  }
}

/**
 * Handlers keyed by operationId.
 * @param env - where `CAPTCHA_SECRET` is read. @default process.env
 */
export function contactHandlers(
  { db }: AppContext,
  env: NodeJS.ProcessEnv = process.env,
): Handlers {
  const secret = env.CAPTCHA_SECRET || undefined;
  const checkToken = (token: string) => {
    if (!verifyCaptchaToken(token, secret)) {
      throw new HttpError(422, contactMessagesEs.badToken, 'invalid_captcha', {
        token: [contactMessagesEs.badToken],
      });
    }
  };

  const saveMessage = async (
    kind: 'contact' | 'company',
    request: OperationRequest<'sendContactMessage' | 'sendCompanyContactMessage'>,
  ) => {
    const body = request.body;
    checkToken(body.token);
    await throttle(db, request);
    await db.insert(contactMessages).values({
      kind,
      name: body.name.trim(),
      email: body.email.trim().toLowerCase(),
      subject: body.subject.trim(),
      phone: body.phone ?? null,
    });
  };

  return {
    async sendContactMessage(request, reply) {
      await saveMessage('contact', request);
      return reply.status(202).send({ data: { message: contactMessagesEs.contact } });
    },

    async sendCompanyContactMessage(request, reply) {
      await saveMessage('company', request);
      return reply.status(202).send({ data: { message: contactMessagesEs.companyContact } });
    },

    async subscribeToMailingList(request, reply) {
      const body = request.body;
      checkToken(body.token);
      await throttle(db, request);
      const emails = [...new Set(body.user_emails.map((email) => email.trim().toLowerCase()))];
      // One row per address: subscribing again is not an error.
      await db
        .insert(mailingListSubscribers)
        .values(emails.map((email) => ({ email })))
        .onConflictDoNothing({ target: mailingListSubscribers.email });
      return reply.status(202).send({ data: { message: contactMessagesEs.mailingList } });
    },
  };
}
