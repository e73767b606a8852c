import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema.ts';
import { connectSocket, nextEvent, type ClientSocket } from '../../realtime/test-client.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { applyToFreeVacancies } from '../../test/interview-candidate.ts';

let t: TestApp;
let url: string;
let seeker: { authorization: string };
let staff: { authorization: string };
let worker: { authorization: string };
let seekerId: number;
let staffId: number;
let workerId: number;
let tdbId: number;
let freeVacancies: { id: number; title: string }[];
const sockets: ClientSocket[] = [];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function idOf(email: string) {
  return (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
}

/** The stored notifications of a user about one record, oldest first. */
async function noticesOf(userId: number, key: string, id: number) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.filter((n) => (n.data as Record<string, unknown>)[key] === id);
}

beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seeker = await signIn(t.app, 'candidato@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  worker = await signIn(t.app, 'chofer@jornada.test');
  seekerId = await idOf('candidato@jornada.test');
  staffId = await idOf('empresa@jornada.test');
  workerId = await idOf('chofer@jornada.test');
  const applied = await applyToFreeVacancies(t.database.db, 2);
  tdbId = applied.companyId;
  freeVacancies = applied.vacancies;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('given an interview between a company and a candidate', () => {
  it('the company proposing it notifies the candidate: stored and pushed over the socket', async () => {
    const vacancy = freeVacancies[0]!;
    const socket = await connectSocket(url, seeker.authorization.slice('Bearer '.length));
    sockets.push(socket);
    const pushed = nextEvent(socket, 'notification.created', (n) => n.type === 'entrevista');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancy.id}/interviews`,
      headers: staff,
      payload: { candidate_user_id: seekerId, mode: 'videollamada', scheduled_at: inDays(3) },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const notification = await pushed;
    expect(notification).toMatchObject({
      type: 'entrevista',
      title: `Tienes una entrevista para «${vacancy.title}»`,
      url: `/entrevistas/${id}`,
      data: { interview_id: id, event: 'proposed' },
    });
    expect(notification.body).toMatch(
      /^Transportes del Bajío te propone una entrevista por videollamada el /,
    );
    const [stored] = await noticesOf(seekerId, 'interview_id', id);
    expect(stored).toMatchObject({ id: notification.id, readAt: null });
    const listed = await t.app.inject({
      url: `/notifications-api/v1/notifications/${notification.id}`,
      headers: seeker,
    });
    assertMatchesContract('GET', '/notifications-api/v1/notifications/{notificationId}', listed);
    expect(await noticesOf(staffId, 'interview_id', id)).toEqual([]);

    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/interviews/${id}/confirm`,
          headers: seeker,
        })
      ).statusCode,
    ).toBe(200);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${id}`,
      headers: staff,
      payload: { scheduled_at: inDays(4) },
    });
    expect(moved.statusCode).toBe(200);
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${id}/reject`,
      headers: seeker,
      payload: { reason: 'horario', comments: 'Trabajo por las mañanas.' },
    });
    expect(rejected.statusCode).toBe(200);

    expect((await noticesOf(staffId, 'interview_id', id)).map((n) => n.title)).toEqual([
      `Mariana López confirmó su entrevista para «${vacancy.title}»`,
      `Mariana López rechazó la entrevista para «${vacancy.title}»`,
    ]);
    expect((await noticesOf(staffId, 'interview_id', id))[1]!.body).toBe(
      'Motivo: El horario no me acomoda: Trabajo por las mañanas.',
    );
    expect((await noticesOf(seekerId, 'interview_id', id)).map((n) => n.title)).toEqual([
      `Tienes una entrevista para «${vacancy.title}»`,
      `Tu entrevista para «${vacancy.title}» cambió de fecha`,
    ]);
  });

  it('the candidate requesting, rescheduling and cancelling notifies the company staff', async () => {
    const vacancy = freeVacancies[1]!;
    const path = `/api/v1/users/${seekerId}/interviews/${vacancy.id}`;
    const requested = await t.app.inject({
      method: 'POST',
      url: path,
      headers: seeker,
      payload: { scheduled_at: inDays(5), mode: 'telefonica' },
    });
    expect(requested.statusCode).toBe(201);
    const id = requested.json().data.id as number;
    await t.app.inject({
      method: 'PUT',
      url: path,
      headers: seeker,
      payload: { scheduled_at: inDays(6) },
    });
    await t.app.inject({
      method: 'POST',
      url: path,
      headers: seeker,
      payload: { _method: 'DELETE' },
    });
    const notices = await noticesOf(staffId, 'interview_id', id);
    expect(notices.map((n) => n.title)).toEqual([
      `Mariana López solicita una entrevista para «${vacancy.title}»`,
      `Mariana López propone otra fecha para la entrevista de «${vacancy.title}»`,
      `Mariana López canceló su entrevista para «${vacancy.title}»`,
    ]);
    expect(notices.every((n) => n.type === 'entrevista' && n.url === `/entrevistas/${id}`)).toBe(
      true,
    );
    expect(await noticesOf(seekerId, 'interview_id', id)).toEqual([]);
  });

  it('the company cancelling notifies the candidate', async () => {
    const vacancy = freeVacancies[1]!;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancy.id}/interviews`,
      headers: staff,
      payload: { candidate_user_id: seekerId, mode: 'presencial', scheduled_at: inDays(7) },
    });
    const id = created.json().data.id as number;
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${id}`,
      headers: staff,
      payload: { status: 'cancelada' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await noticesOf(seekerId, 'interview_id', id)).map((n) => n.title)).toEqual([
      `Tienes una entrevista para «${vacancy.title}»`,
      `Se canceló tu entrevista para «${vacancy.title}»`,
    ]);
  });
});

describe('given a labour letter', () => {
  it('the request notifies the company staff; issuing it notifies the worker', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: tdbId, type: 'constancia_laboral' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const [request] = await noticesOf(staffId, 'job_letter_id', id);
    expect(request).toMatchObject({
      type: 'carta_laboral',
      title: 'José Luis solicita una constancia laboral',
      url: `/cartas-laborales/ver-carta-laboral/${id}`,
    });
    expect(await noticesOf(workerId, 'job_letter_id', id)).toEqual([]);

    const issued = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-letters/${id}`,
      headers: staff,
      payload: { status: 'emitida' },
    });
    expect(issued.statusCode).toBe(200);
    const [ready] = await noticesOf(workerId, 'job_letter_id', id);
    expect(ready).toMatchObject({
      type: 'carta_laboral',
      title: 'Tu constancia laboral está lista',
      body: 'Transportes del Bajío emitió tu constancia laboral. Ya puedes verla y descargarla.',
      data: { job_letter_id: id, status: 'emitida' },
    });
  });

  it('rejecting the request (with its reason, contract decision 51) notifies the worker with the reason', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${workerId}/job-letters`,
      headers: worker,
      payload: { company_id: tdbId, type: 'recomendacion' },
    });
    const id = created.json().data.id as number;
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/job-letters/${id}`,
      headers: staff,
      payload: { status: 'rechazada', rejection_reason: 'Aún no cumples un año con nosotros.' },
    });
    expect(rejected.statusCode).toBe(200);
    const notices = await noticesOf(workerId, 'job_letter_id', id);
    expect(notices.map((n) => n.title)).toEqual([
      'Tu solicitud de carta de recomendación fue rechazada',
    ]);
    expect(notices[0]!.body).toContain('Motivo: Aún no cumples un año con nosotros.');
  });
});
