/**
 * Outgoing mail behind one interface (`MAIL_TRANSPORT`): `smtp` sends it
 * through nodemailer to `SMTP_URL`; `log` writes it to the server log only;
 * `mailbox` (development) also keeps it in the `outbound_emails` table, which
 * the dev mailbox (`GET /api/v1/dev/mailbox`) reads.
 */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outboundEmails } from '../db/schema.ts';

/** One e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. */
export interface Mailer {
  /** Sends (or records) one message; `log` is the request's logger. */
  send(message: MailMessage, log?: MailLogger): Promise<void>;
  /** `smtp` when mail leaves the server, `log` when it stays in the log (and the dev mailbox). */
  readonly kind: 'smtp' | 'log';
}

/** Minimal logger the mailer writes to. */
export interface MailLogger {
  info(object: object, message: string): void;
}

/** Sender address of every message. */
export const mailFrom = 'Jornada <no-responder@jornada.mx>';

/** Builds the mailer for a configuration (`config.mailTransport`). */
export function createMailer(db: Database, config: Config): Mailer {
  if (config.mailTransport === 'smtp' && config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: mailFrom, ...message });
      },
    };
  }
  return {
    kind: 'log',
    async send(message, log) {
      log?.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'Correo (sin SMTP)',
      );
      if (config.mailTransport !== 'mailbox' || config.nodeEnv === 'production') return;
      await db.insert(outboundEmails).values({
        to: message.to.toLowerCase(),
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
