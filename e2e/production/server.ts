/**
 * The production-settings server for end-to-end specs (started by
 * playwright.config.ts through e2e/production/start-server.ts).
 *
 * How a spec uses it (the staff/employee, throttle, mailbox and link-host
 * findings):
 *
 *   import { productionOrigin, publicUrl, readMail } from './production/server.ts';
 *   test.use({ baseURL: productionOrigin });
 *   // then `page` / `request` talk to NODE_ENV=production, SMTP_URL, PUBLIC_URL;
 *   // sign in as the demo accounts (e2e/sign-in.ts, password Jornada2026!), which were
 *   // seeded before the start, not by the production process;
 *   // `await readMail('admin@jornada.test')` returns what the server mailed there.
 *
 * One server is shared by every spec of the run: give accounts you change (passwords,
 * addresses) a spec of their own or use fresh sign-ups, and count throttles per spec.
 */
import { readFileSync } from 'node:fs';

/** Origin of the production-settings server. */
export const productionOrigin = `http://localhost:${process.env.E2E_PRODUCTION_PORT}`;

/** The `PUBLIC_URL` it runs with: every link in its mail must start with it. */
export const publicUrl = 'https://jornada.example';

/** One received e-mail: recipients, subject and plain text (quoted-printable decoded). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parse(to: string[], raw: string): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(head)?.[1] ?? '');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject, text };
}

/**
 * Every e-mail the production-settings server sent to `to`, newest first.
 * @param to - recipient address (any case).
 */
export function readMail(to: string): ReceivedMail[] {
  return readFileSync(process.env.E2E_PRODUCTION_MAIL_FILE!, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => parse(m.to, m.raw))
    .reverse();
}
