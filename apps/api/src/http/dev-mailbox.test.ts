import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const resetFor = (email: string) => ({
  method: 'GET' as const,
  url: `/api/v1/reset-password-email?email=${encodeURIComponent(email)}&service=jobs`,
});
const mailboxOf = (email: string) => `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`;

describe('given MAIL_TRANSPORT=mailbox (pnpm start, the tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_TRANSPORT: 'mailbox' });
    await t.app.inject(resetFor('admin@jornada.test'));
  });
  afterAll(() => t.close());

  it('answers a request from the loopback address with the mail sent to the address', async () => {
    const response = await t.app.inject({ url: mailboxOf('admin@jornada.test') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].subject).toBe('Restablece tu contraseña de Jornada');
  });

  it('answers 400 with a Spanish field error without an address', async () => {
    const response = await t.app.inject({ url: '/api/v1/dev/mailbox' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.to).toEqual(['Indica el correo del buzón que quieres leer.']);
  });

  it('answers 404 to a request from another machine, even one claiming to be 127.0.0.1', async () => {
    const remote = await t.app.inject({
      url: mailboxOf('admin@jornada.test'),
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Restablece');
  });

  it('answers 404 to a request relayed by a proxy on this machine', async () => {
    const relayed = await t.app.inject({
      url: mailboxOf('admin@jornada.test'),
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(relayed.statusCode).toBe(404);
  });
});

describe('given no SMTP_URL and no MAIL_TRANSPORT (a development start without the mailbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAIL_TRANSPORT: '' });
  });
  afterAll(() => t.close());

  it('has no mailbox: 404, and the mail only goes to the log, not to a table', async () => {
    expect((await t.app.inject(resetFor('admin@jornada.test'))).statusCode).toBe(202);
    expect((await t.app.inject({ url: mailboxOf('admin@jornada.test') })).statusCode).toBe(404);
    const stored = await t.database.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.to, 'admin@jornada.test'));
    expect(stored).toEqual([]);
  });
});

describe('given NODE_ENV=production with MAIL_TRANSPORT=mailbox slipping past the start-up check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', MAIL_TRANSPORT: 'mailbox' });
  });
  afterAll(() => t.close());

  it('still has no mailbox and keeps no mail', async () => {
    await t.app.inject(resetFor('admin@jornada.test'));
    expect((await t.app.inject({ url: mailboxOf('admin@jornada.test') })).statusCode).toBe(404);
    expect(await t.database.db.select().from(outboundEmails)).toEqual([]);
  });
});

describe('given SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(() => t.close());

  it('has no mailbox', async () => {
    expect((await t.app.inject({ url: mailboxOf('a@b.c') })).statusCode).toBe(404);
  });
});
