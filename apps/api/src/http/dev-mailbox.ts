/**
 * The local mailbox for development: `GET /api/v1/dev/mailbox?to=<email>`
 * lists the e-mails the server "sent", newest first. It exists only with
 * `MAIL_TRANSPORT=mailbox` outside production (config.ts refuses it there) and
 * answers only requests made from the loopback address with no proxy in
 * between; not part of the contract.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { outboundEmails } from '../db/schema.ts';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';

/** Whether the settings turn the dev mailbox on (`MAIL_TRANSPORT=mailbox`, not in production). */
export function mailboxEnabled(config: Config): boolean {
  return config.mailTransport === 'mailbox' && config.nodeEnv !== 'production';
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const proxyHeaders = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/**
 * Whether a request comes from this machine itself: the socket's peer (not `request.ip`, which
 * trusts `X-Forwarded-For`) is a loopback address and no proxy header says it was relayed for
 * someone else (a reverse proxy on the same machine connects from loopback too).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    loopback.test(request.socket.remoteAddress ?? '') &&
    !proxyHeaders.some((name) => request.headers[name] !== undefined)
  );
}

/** Registers the dev mailbox route (call only when {@link mailboxEnabled}). */
export function registerDevMailbox(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/v1/dev/mailbox', async (request) => {
    if (!isLocalRequest(request)) throw new HttpError(404, 'Ruta no encontrada.', 'not_found');
    const to = (request.query as { to?: unknown }).to;
    if (typeof to !== 'string' || !to.includes('@')) {
      throw new HttpError(400, 'Los datos enviados no son válidos.', 'validation_failed', {
        to: ['Indica el correo del buzón que quieres leer.'],
      });
    }
    const rows = await db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.to, to.trim().toLowerCase()))
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(50);
    return {
      data: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        created_at: r.createdAt.toISOString(),
      })),
    };
  });
}
