import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { createNotification } from '../realtime/notify.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let candidate: Record<string, string>;
let other: Record<string, string>;
let candidateId: number;

beforeAll(async () => {
  t = await createTestApp();
  candidate = await signIn(t.app, 'candidato@jornada.test');
  other = await signIn(t.app, 'empresa@jornada.test');
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  candidateId = user!.id;
});
afterAll(() => t.close());

const notify = (title: string) =>
  createNotification(t.database.db, candidateId, {
    type: 'entrevista',
    title,
    body: 'Transportes del Bajío te propone una entrevista.',
    url: '/entrevistas/501',
    data: { interview_id: 501 },
  });

describe('GET /notifications-api/v1/notifications/{notificationId}', () => {
  it('given my notification, answers it in the contract shape', async () => {
    const created = await notify('Tienes una entrevista nueva');
    const response = await t.app.inject({
      url: `/notifications-api/v1/notifications/${created!.id}`,
      headers: candidate,
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/notifications-api/v1/notifications/{notificationId}', response);
    expect(response.json().data).toMatchObject({
      title: 'Tienes una entrevista nueva',
      read_at: null,
      data: { interview_id: 501 },
    });
  });

  it("given another user's notification, answers 404 so that it does not leak", async () => {
    const created = await notify('Privada');
    const response = await t.app.inject({
      url: `/notifications-api/v1/notifications/${created!.id}`,
      headers: other,
    });
    expect(response.statusCode).toBe(404);
    assertMatchesContract('GET', '/notifications-api/v1/notifications/{notificationId}', response);
    expect(response.json().message).toBe('No encontramos esa notificación.');
  });

  it('without a token, answers 401; with a bad id, 400', async () => {
    const anonymous = await t.app.inject({ url: '/notifications-api/v1/notifications/1' });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/notifications-api/v1/notifications/abc',
      headers: candidate,
    });
    expect(bad.statusCode).toBe(400);
    assertMatchesContract('GET', '/notifications-api/v1/notifications/{notificationId}', bad);
  });
});

describe('PUT …/{notificationId} and GET …/count', () => {
  it('marking read lowers the unread count; marking unread raises it again', async () => {
    const created = await notify('Para leer');
    const count = async () => {
      const response = await t.app.inject({
        url: '/notifications-api/v1/notifications/count',
        headers: candidate,
      });
      assertMatchesContract('GET', '/notifications-api/v1/notifications/count', response);
      return response.json().data as { unread: number; total: number };
    };
    const before = await count();
    const put = (read: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/notifications-api/v1/notifications/${created!.id}`,
        headers: candidate,
        payload: { read },
      });
    const read = await put(true);
    expect(read.statusCode).toBe(200);
    assertMatchesContract('PUT', '/notifications-api/v1/notifications/{notificationId}', read);
    expect(read.json().data.read_at).toEqual(expect.any(String));
    expect(await count()).toEqual({ unread: before.unread - 1, total: before.total });
    expect((await put(false)).json().data.read_at).toBeNull();
    expect(await count()).toEqual(before);
  });

  it('given no `read` field, answers 400 naming it; given another user, 404', async () => {
    const created = await notify('Otra');
    const url = `/notifications-api/v1/notifications/${created!.id}`;
    const invalid = await t.app.inject({ method: 'PUT', url, headers: candidate, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toContain('read');
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: other,
      payload: { read: true },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /notifications-api/v1/notifications (listing, outside the contract)', () => {
  it('lists my notifications newest first, paginated, and filters unread ones', async () => {
    const first = await notify('Primera');
    const second = await notify('Segunda');
    await t.app.inject({
      method: 'PUT',
      url: `/notifications-api/v1/notifications/${first!.id}`,
      headers: candidate,
      payload: { read: true },
    });
    const all = await t.app.inject({
      url: '/notifications-api/v1/notifications?per_page=2',
      headers: candidate,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((n: { title: string }) => n.title)).toEqual(['Segunda', 'Primera']);
    expect(all.json().meta).toMatchObject({ current_page: 1, per_page: 2 });
    const unread = await t.app.inject({
      url: '/notifications-api/v1/notifications?unread=true',
      headers: candidate,
    });
    const ids = unread.json().data.map((n: { id: number }) => n.id);
    expect(ids).toContain(second!.id);
    expect(ids).not.toContain(first!.id);
    const mine = await t.app.inject({ url: '/notifications-api/v1/notifications', headers: other });
    expect(mine.json().data).toEqual([]);
  });

  it('without a token answers 401 in Spanish; with a bad page, 400', async () => {
    const anonymous = await t.app.inject({ url: '/notifications-api/v1/notifications' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('unauthenticated');
    const bad = await t.app.inject({
      url: '/notifications-api/v1/notifications?page=0',
      headers: candidate,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('notification settings (/api/v1/notifications)', () => {
  it('creates the defaults on first read, all active, with Spanish labels', async () => {
    const response = await t.app.inject({ url: '/api/v1/notifications', headers: candidate });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/notifications', response);
    const settings = response.json().data as {
      type: string;
      channel: string;
      label: string;
      active: boolean;
    }[];
    expect(settings).toHaveLength(14);
    expect(settings.every((s) => s.active)).toBe(true);
    expect(settings).toContainEqual(
      expect.objectContaining({
        type: 'vacante',
        channel: 'email',
        label: 'Vacantes recomendadas por correo',
      }),
    );
    const again = await t.app.inject({ url: '/api/v1/notifications', headers: candidate });
    expect(again.json().data).toEqual(settings);
  });

  it('switching a type off in the app stops its notifications; on again, they come back', async () => {
    const settings = (
      await t.app.inject({ url: '/api/v1/notifications', headers: candidate })
    ).json().data as {
      id: number;
      type: string;
      channel: string;
    }[];
    const setting = settings.find((s) => s.type === 'entrevista' && s.channel === 'in_app')!;
    const put = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/notifications/${setting.id}`,
        headers: candidate,
        payload: { active },
      });
    const off = await put(false);
    expect(off.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/notifications/{notificationSettingId}', off);
    expect(off.json().data).toMatchObject({
      id: setting.id,
      active: false,
      label: 'Entrevistas en la app',
    });
    expect(await notify('Silenciada')).toBeNull();
    await put(true);
    expect(await notify('Audible')).toMatchObject({ title: 'Audible' });
  });

  it("given another user's setting, answers 404; given no `active`, 400", async () => {
    const settings = (
      await t.app.inject({ url: '/api/v1/notifications', headers: candidate })
    ).json().data;
    const url = `/api/v1/notifications/${settings[0].id}`;
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: other,
      payload: { active: false },
    });
    expect(foreign.statusCode).toBe(404);
    assertMatchesContract('PUT', '/api/v1/notifications/{notificationSettingId}', foreign);
    const invalid = await t.app.inject({
      method: 'PUT',
      url,
      headers: candidate,
      payload: { active: 'tal vez' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('createNotification with a mailer', () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: 'log', send: async (message) => void sent.push(message) };

  it('e-mails the notification while the e-mail channel of its type is on, and not after switching it off', async () => {
    const input = {
      type: 'carta_laboral',
      title: 'Tu carta laboral está lista',
      url: '/cartas/7',
    } as const;
    await createNotification(t.database.db, candidateId, input, { mailer });
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'candidato@jornada.test',
        subject: 'Tu carta laboral está lista',
        text: expect.stringContaining('Ábrelo en Jornada: /cartas/7'),
      }),
    ]);
    const settings = (
      await t.app.inject({ url: '/api/v1/notifications', headers: candidate })
    ).json().data as {
      id: number;
      type: string;
      channel: string;
    }[];
    const email = settings.find((s) => s.type === 'carta_laboral' && s.channel === 'email')!;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/notifications/${email.id}`,
      headers: candidate,
      payload: { active: false },
    });
    const stored = await createNotification(t.database.db, candidateId, input, { mailer });
    expect(sent).toHaveLength(1);
    expect(stored).toMatchObject({ title: 'Tu carta laboral está lista' });
  });
});
