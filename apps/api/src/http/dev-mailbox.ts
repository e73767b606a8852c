/**
 * The local mailbox for development: `GET /api/v1/dev/mailbox?to=<email>`
 * lists the e-mails the server "sent", newest first. Registered only while no
 * SMTP server is configured; not part of the contract.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboundEmails } from '../db/schema.ts';
import type { AppContext } from './context.ts';
import { HttpError } from './errors.ts';

/** Registers the dev mailbox route (call only without SMTP). */
export function registerDevMailbox(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/v1/dev/mailbox', async (request) => {
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
