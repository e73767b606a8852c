/**
 * A hired candidate joins the company (contract decision 53,
 * docs/decisions/0036-hire-link.md): staff invite, the candidate accepts once
 * (membership, linked employee record, `employee` role) and may then request a
 * labour letter; who else is refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyInvitations,
  departmentMembers,
  departments,
  employees,
  jobApplications,
  userRoles,
  users,
  vacancies,
} from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: { authorization: string };
let tdbId: number;
let departmentId: number;
let otherDepartmentId: number;
let vacancyIds: number[];
let made = 0;
type Headers = { authorization: string };

const invitePath = '/api/v1/job-applications/{jobApplicationId}/company-invitation';
const answerPath = '/api/v1/company-invitations/{companyInvitationId}';

/** A new verified job seeker (demo password) with an application of the given status. */
async function candidate(status: string) {
  const db = t.database.db;
  const [template] = await db.select().from(users).where(eq(users.email, 'candidato@jornada.test'));
  made += 1;
  const email = `contratada-${made}-${Date.now()}@correo.test`;
  const [user] = await db
    .insert(users)
    .values({
      name: 'Rosa',
      surname: `Ibarra ${made}`,
      lastname: 'Luna',
      email,
      phone: '4771234567',
      passwordHash: template!.passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  await db.insert(userRoles).values({ userId: user!.id, role: 'job_seeker' });
  const [application] = await db
    .insert(jobApplications)
    .values({ vacancyId: vacancyIds[made % vacancyIds.length]!, userId: user!.id, status })
    .returning();
  return {
    userId: user!.id,
    applicationId: application!.id,
    headers: await signIn(t.app, email),
  };
}

const invite = (applicationId: number, headers: Headers, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/job-applications/${applicationId}/company-invitation`,
    headers,
    payload,
  });
const answer = (invitationId: number, headers: Headers, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/company-invitations/${invitationId}`,
    headers,
    payload: { status },
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  staff = await signIn(t.app, 'empresa@jornada.test');
  tdbId = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!
    .id;
  departmentId = (await db.select().from(departments).where(eq(departments.companyId, tdbId)))[0]!
    .id;
  otherDepartmentId = (await db.select().from(departments)).find((d) => d.companyId !== tdbId)!.id;
  vacancyIds = (
    await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, tdbId), eq(vacancies.status, 'publicada')))
  ).map((v) => v.id);
});
afterAll(() => t.close());

describe('inviting a hired candidate to the workforce', () => {
  it('given an application not yet hired or a department of another company → 422 naming the field, nothing written', async () => {
    const early = await candidate('en_proceso');
    const notHired = await invite(early.applicationId, staff, { department_id: departmentId });
    expect(notHired.statusCode).toBe(422);
    assertMatchesContract('POST', invitePath, notHired);
    expect(notHired.json().errors).toEqual({
      status: ['Solo se invita a la plantilla a quien fue seleccionado para la vacante.'],
    });
    const hired = await candidate('seleccionada');
    const elsewhere = await invite(hired.applicationId, staff, {
      department_id: otherDepartmentId,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      department_id: ['Elige un departamento de la empresa.'],
    });
    const stored = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.userId, hired.userId));
    expect(stored).toEqual([]);
  });

  it('given a hired candidate, staff invite them → 201 with the prepared employee record, the candidate is told, a second invitation → 409', async () => {
    const hired = await candidate('seleccionada');
    const created = await invite(hired.applicationId, staff, {
      department_id: departmentId,
      position: 'Operadora de montacargas',
      hired_at: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', invitePath, created);
    const invitation = created.json().data;
    expect(invitation).toMatchObject({
      status: 'pendiente',
      job_application_id: hired.applicationId,
      responded_at: null,
      employee: {
        position: 'Operadora de montacargas',
        hired_at: '2026-12-01',
        department: { id: departmentId },
      },
    });
    expect(invitation.employee.employee_number).toMatch(/^E-\d{4,}$/);
    const [employee] = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, invitation.employee.id));
    expect(employee).toMatchObject({
      companyId: tdbId,
      userId: null,
      name: 'Rosa',
      lastname: 'Luna',
      phone: '4771234567',
    });
    expect(employee!.email).toMatch(/^contratada-/);
    const again = await invite(hired.applicationId, staff, { department_id: departmentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya invitaste a esta persona; espera su respuesta.');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${hired.userId}/company-invitations`,
      headers: hired.headers,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users/{userId}/company-invitations', mine);
    expect(mine.json().data.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    const application = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-applications/${hired.applicationId}`,
      headers: hired.headers,
    });
    expect(application.json().data.company_invitation_status).toBe('pendiente');
    const notices = await t.app.inject({
      method: 'GET',
      url: '/notifications-api/v1/notifications',
      headers: hired.headers,
    });
    expect(notices.json().data[0]).toMatchObject({
      title: expect.stringMatching(/te invita a su plantilla$/),
      url: '/invitaciones',
    });
  });

  it('given the workforce, another company or the candidate themself, inviting is refused (403/404)', async () => {
    const hired = await candidate('seleccionada');
    for (const email of ['empleado@jornada.test', 'chofer@jornada.test']) {
      const refused = await invite(hired.applicationId, await signIn(t.app, email), {
        department_id: departmentId,
      });
      expect(refused.statusCode, email).toBe(403);
    }
    const outsider = await invite(
      hired.applicationId,
      await signIn(t.app, 'otra-empresa@jornada.test'),
      { department_id: departmentId },
    );
    expect(outsider.statusCode).toBe(404);
    assertMatchesContract('POST', invitePath, outsider);
    const self = await invite(hired.applicationId, hired.headers, { department_id: departmentId });
    expect(self.statusCode).toBe(403);
    const other = await candidate('seleccionada');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${hired.userId}/company-invitations`,
      headers: other.headers,
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('answering the invitation', () => {
  it('given two acceptances at once → one 200, one 409, one membership; the person is an employee who may request a letter', async () => {
    const hired = await candidate('seleccionada');
    const id = (await invite(hired.applicationId, staff, { department_id: departmentId })).json()
      .data.id as number;
    const [first, second] = await Promise.all([
      answer(id, hired.headers, 'aceptada'),
      answer(id, hired.headers, 'aceptada'),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const accepted = first!.statusCode === 200 ? first! : second!;
    assertMatchesContract('PUT', answerPath, accepted);
    expect(accepted.json().data).toMatchObject({ status: 'aceptada' });
    expect(accepted.json().data.responded_at).not.toBeNull();
    const db = t.database.db;
    const memberships = await db
      .select()
      .from(departmentMembers)
      .where(eq(departmentMembers.userId, hired.userId));
    expect(memberships).toEqual([{ departmentId, userId: hired.userId }]);
    const [employee] = await db
      .select()
      .from(employees)
      .where(eq(employees.id, accepted.json().data.employee.id));
    expect(employee!.userId).toBe(hired.userId);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: hired.headers });
    expect(me.json().data.roles).toEqual(expect.arrayContaining(['job_seeker', 'employee']));
    expect(me.json().data.departments).toEqual([
      expect.objectContaining({ id: departmentId, company_id: tdbId }),
    ]);
    const letter = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${hired.userId}/job-letters`,
      headers: hired.headers,
      payload: { company_id: tdbId, type: 'constancia_laboral' },
    });
    expect(letter.statusCode).toBe(201);
    // The letter names the prepared record's position and hire date, not the account's age.
    expect(letter.json().data).toMatchObject({
      position: accepted.json().data.employee.position,
      start_date: accepted.json().data.employee.hired_at,
    });
    const late = await answer(id, hired.headers, 'rechazada');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta invitación ya fue respondida.');
    const reinvite = await invite(hired.applicationId, staff, { department_id: departmentId });
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.json().message).toBe('Esta persona ya forma parte de la empresa.');
    const notices = await t.app.inject({
      method: 'GET',
      url: '/notifications-api/v1/notifications',
      headers: staff,
    });
    expect(notices.json().data.map((n: { title: string }) => n.title)).toContain(
      `Rosa Ibarra ${made} aceptó unirse a la plantilla`,
    );
  });

  it('given staff, an employee or another seeker answering → refused; given the person declining → no membership, and staff may invite again', async () => {
    const hired = await candidate('seleccionada');
    const first = (await invite(hired.applicationId, staff, { department_id: departmentId })).json()
      .data;
    expect((await answer(first.id, staff, 'aceptada')).statusCode).toBe(403);
    const employee = await answer(
      first.id,
      await signIn(t.app, 'empleado@jornada.test'),
      'aceptada',
    );
    expect(employee.statusCode).toBe(403);
    const stranger = await candidate('enviada');
    const hidden = await answer(first.id, stranger.headers, 'aceptada');
    expect(hidden.statusCode).toBe(404);
    assertMatchesContract('PUT', answerPath, hidden);
    const declined = await answer(first.id, hired.headers, 'rechazada');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('rechazada');
    const memberships = await t.database.db
      .select()
      .from(departmentMembers)
      .where(eq(departmentMembers.userId, hired.userId));
    expect(memberships).toEqual([]);
    const again = await invite(hired.applicationId, staff, {
      department_id: departmentId,
      position: 'Auxiliar de almacén',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({
      id: first.id,
      status: 'pendiente',
      responded_at: null,
      employee: { id: first.employee.id, position: 'Auxiliar de almacén' },
    });
  });
});

const withdraw = (applicationId: number, headers: Headers) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/job-applications/${applicationId}/company-invitation`,
    headers,
  });

describe('withdrawing the invitation (contract decision 56)', () => {
  it('given a pending invitation, staff withdraw it → 204, the invitation and its prepared employee record are gone, the candidate is told, and staff may invite again', async () => {
    const hired = await candidate('seleccionada');
    const sent = (await invite(hired.applicationId, staff, { department_id: departmentId })).json()
      .data;
    const done = await withdraw(hired.applicationId, staff);
    expect(done.statusCode).toBe(204);
    assertMatchesContract('DELETE', invitePath, done);
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.jobApplicationId, hired.applicationId)),
    ).toEqual([]);
    expect(await db.select().from(employees).where(eq(employees.id, sent.employee.id))).toEqual([]);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${hired.userId}/company-invitations`,
      headers: hired.headers,
    });
    expect(mine.json().data).toEqual([]);
    const notices = await t.app.inject({
      method: 'GET',
      url: '/notifications-api/v1/notifications',
      headers: hired.headers,
    });
    expect(notices.json().data.map((n: { title: string }) => n.title)).toContain(
      'Transportes del Bajío retiró su invitación a la plantilla',
    );
    const application = await t.app.inject({
      method: 'GET',
      url: `/api/v1/job-applications/${hired.applicationId}`,
      headers: staff,
    });
    expect(application.json().data.company_invitation_status).toBeNull();
    const late = await answer(sent.id, hired.headers, 'aceptada');
    expect(late.statusCode).toBe(404);
    const again = await withdraw(hired.applicationId, staff);
    expect(again.statusCode).toBe(404);
    assertMatchesContract('DELETE', invitePath, again);
    expect(again.json().message).toBe('Esta postulación no tiene una invitación a la plantilla.');
    expect(
      (await invite(hired.applicationId, staff, { department_id: departmentId })).statusCode,
    ).toBe(201);
  });

  it('given an answered invitation → 409 and nothing deleted; given a withdrawal and an acceptance at once → exactly one wins', async () => {
    const declined = await candidate('seleccionada');
    const first = (
      await invite(declined.applicationId, staff, { department_id: departmentId })
    ).json().data;
    await answer(first.id, declined.headers, 'rechazada');
    const refused = await withdraw(declined.applicationId, staff);
    expect(refused.statusCode).toBe(409);
    assertMatchesContract('DELETE', invitePath, refused);
    expect(
      await t.database.db.select().from(employees).where(eq(employees.id, first.employee.id)),
    ).toHaveLength(1);

    const racing = await candidate('seleccionada');
    const sent = (await invite(racing.applicationId, staff, { department_id: departmentId })).json()
      .data;
    const [accepted, withdrawn] = await Promise.all([
      answer(sent.id, racing.headers, 'aceptada'),
      withdraw(racing.applicationId, staff),
    ]);
    const codes = [accepted.statusCode, withdrawn.statusCode];
    expect([
      [200, 409],
      [404, 204],
      [409, 204],
    ]).toContainEqual(codes);
    const memberships = await t.database.db
      .select()
      .from(departmentMembers)
      .where(eq(departmentMembers.userId, racing.userId));
    expect(memberships).toHaveLength(accepted.statusCode === 200 ? 1 : 0);
  });

  it('given the workforce, another company or the candidate → refused (403/404), the invitation stays', async () => {
    const hired = await candidate('seleccionada');
    await invite(hired.applicationId, staff, { department_id: departmentId });
    for (const email of ['empleado@jornada.test', 'chofer@jornada.test'])
      expect((await withdraw(hired.applicationId, await signIn(t.app, email))).statusCode).toBe(
        403,
      );
    const outsider = await withdraw(
      hired.applicationId,
      await signIn(t.app, 'otra-empresa@jornada.test'),
    );
    expect(outsider.statusCode).toBe(404);
    expect((await withdraw(hired.applicationId, hired.headers)).statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.jobApplicationId, hired.applicationId),
            eq(companyInvitations.status, 'pendiente'),
          ),
        ),
    ).toHaveLength(1);
  });
});
