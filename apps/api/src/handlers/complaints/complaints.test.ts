/**
 * Complaints (decision 41): anyone signed in files one about a
 * company, optionally anonymous towards it; the filer follows it, the
 * company's staff answer and move it along its life cycle, administrators see
 * all. The company never learns who filed an anonymous complaint: not in the
 * complaint, its events, its attachments nor its notifications.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, complaints, notifications, users } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/images.ts';

type Headers = { authorization: string };
let t: TestApp;
let staff: Headers;
let otherStaff: Headers;
let employee: Headers;
let driver: Headers;
let candidate: Headers;
let admin: Headers;
let tdbId: number;
let employeeUser: { id: number; name: string; email: string };
let staffUserId: number;

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  [staff, otherStaff, employee, driver, candidate, admin] = (await Promise.all(
    [
      'empresa@jornada.test',
      'otra-empresa@jornada.test',
      'empleado@jornada.test',
      'chofer@jornada.test',
      'candidato@jornada.test',
      'admin@jornada.test',
    ].map((email) => signIn(t.app, email)),
  )) as [Headers, Headers, Headers, Headers, Headers, Headers];
  const [company] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  tdbId = company!.id;
  employeeUser = await userByEmail('empleado@jornada.test');
  staffUserId = (await userByEmail('empresa@jornada.test')).id;
});
afterAll(() => t.close());

const complaint = (overrides: Record<string, unknown> = {}) => ({
  company_id: tdbId,
  category: 'acoso',
  subject: 'Comentarios ofensivos del supervisor',
  description: 'En el turno de la noche el supervisor hace comentarios ofensivos a las compañeras.',
  anonymous: true,
  ...overrides,
});

const file = (payload: Record<string, unknown>, headers: Headers = employee) =>
  t.app.inject({ method: 'POST', url: '/panel-api/v1/complaints', headers, payload });
const get = (id: number, headers: Headers) =>
  t.app.inject({ url: `/panel-api/v1/complaints/${id}`, headers });
const move = (id: number, payload: Record<string, unknown>, headers: Headers = staff) =>
  t.app.inject({
    method: 'PUT',
    url: `/panel-api/v1/complaints/${id}/status`,
    headers,
    payload,
  });
const write = (id: number, message: string, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/panel-api/v1/complaints/${id}/messages`,
    headers,
    payload: { message },
  });

describe('given an employee filing an anonymous complaint about their company', () => {
  let id: number;

  it('files it `recibida` with a per-company Q- folio, and the filer sees themself as reporter', async () => {
    const response = await file(complaint());
    expect(response.statusCode).toBe(201);
    assertMatchesContract('POST', '/panel-api/v1/complaints', response);
    const data = response.json().data;
    id = data.id;
    expect(data).toMatchObject({
      company_id: tdbId,
      company_name: 'Transportes del Bajío',
      status: 'recibida',
      next_statuses: ['en_revision'],
      anonymous: true,
      reporter: { id: employeeUser.id },
      resolution: null,
    });
    expect(data.folio).toMatch(new RegExp(`^Q-${new Date().getUTCFullYear()}-\\d{4}$`));
    const [stored] = await t.database.db.select().from(complaints).where(eq(complaints.id, id));
    expect(stored!.reporterUserId).toBe(employeeUser.id);
  });

  it('tells the company staff of it without naming who filed it', async () => {
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, staffUserId), eq(notifications.type, 'queja')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice!.title).toMatch(/^Nueva queja Q-/);
    expect(notice!.url).toBe(`/empresa/${tdbId}/quejas/${id}`);
    expect(JSON.stringify(notice)).not.toContain(employeeUser.name);
  });

  it('shows staff the complaint, its events and list row without the reporter', async () => {
    const detail = await get(id, staff);
    expect(detail.statusCode).toBe(200);
    assertMatchesContract('GET', '/panel-api/v1/complaints/{complaintId}', detail);
    expect(detail.json().data.reporter).toBeNull();
    expect(detail.json().data.events).toEqual([
      expect.objectContaining({ type: 'filed', author_role: 'reporter', author: null }),
    ]);
    expect(detail.body).not.toContain(employeeUser.name);
    expect(detail.body).not.toContain(employeeUser.email);
    const list = await t.app.inject({
      url: `/panel-api/v1/companies/${tdbId}/complaints?anonymous=true&sort=-created_at`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/panel-api/v1/companies/{companyId}/complaints', list);
    const row = list.json().data.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({ anonymous: true, reporter: null });
    expect(list.body).not.toContain(employeeUser.name);
  });

  it('keeps it from other users: a job seeker is told it does not exist (404), a coworker that they may not (403)', async () => {
    const stranger = await get(id, candidate);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Esta queja no existe.');
    const coworker = await get(id, driver);
    expect(coworker.statusCode).toBe(403);
    expect(coworker.body).not.toContain(employeeUser.name);
    expect((await write(id, 'Yo también lo vi.', driver)).statusCode).toBe(403);
  });

  it('shows the administrator who filed it', async () => {
    const detail = await get(id, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.reporter).toMatchObject({ id: employeeUser.id });
    expect(detail.json().data.events[0].author).toMatchObject({ id: employeeUser.id });
    const all = await t.app.inject({
      url: '/panel-api/v1/complaints?q=supervisor',
      headers: admin,
    });
    expect(all.statusCode).toBe(200);
    assertMatchesContract('GET', '/panel-api/v1/complaints', all);
    expect(all.json().data.find((c: { id: number }) => c.id === id).reporter.id).toBe(
      employeeUser.id,
    );
  });

  it('keeps a staff answer, the filer reads it with its author, and the filer’s follow-up stays nameless to staff', async () => {
    const answer = await write(id, 'Gracias por avisarnos; ya revisamos el caso con RH.', staff);
    expect(answer.statusCode).toBe(201);
    assertMatchesContract('POST', '/panel-api/v1/complaints/{complaintId}/messages', answer);
    const seen = (await get(id, employee)).json().data;
    expect(seen.events.at(-1)).toMatchObject({
      type: 'message',
      author_role: 'staff',
      author: { id: staffUserId },
      message: 'Gracias por avisarnos; ya revisamos el caso con RH.',
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, employeeUser.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({ type: 'queja', url: `/mis-quejas/${id}` });

    const followUp = await write(id, 'Sigue pasando en el turno de la noche.', employee);
    expect(followUp.statusCode).toBe(201);
    const toStaff = (await get(id, staff)).json().data;
    expect(toStaff.events.at(-1)).toMatchObject({ author_role: 'reporter', author: null });
    expect(JSON.stringify(toStaff)).not.toContain(employeeUser.name);
  });

  it('attaches a file whose uploader nobody is told', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const body = multipartBody(
      { resource_type: 'complaint', resource_id: String(id), category: 'otro' },
      { field: 'file', filename: 'evidencia.pdf', type: 'application/pdf', bytes: pdf },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...employee, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json().data.uploaded_by).toBeNull();
    const list = await t.app.inject({
      url: `/api/v1/documents?resource_type=complaint&resource_id=${id}`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ uploaded_by: null })]);
  });
});

describe('given the life cycle', () => {
  let id: number;
  beforeAll(async () => {
    const response = await file(complaint({ anonymous: false, category: 'seguridad' }), driver);
    id = response.json().data.id;
  });

  it('shows staff who filed a signed complaint', async () => {
    const detail = (await get(id, staff)).json().data;
    expect(detail.reporter).toMatchObject({ name: expect.any(String) });
  });

  it('refuses a move outside next_statuses with a Spanish error on status', async () => {
    const response = await move(id, { status: 'resuelta', message: 'Listo.' });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('PUT', '/panel-api/v1/complaints/{complaintId}/status', response);
    expect(response.json().errors.status[0]).toBe('Una queja recibida no puede pasar a resuelta.');
  });

  it('moves recibida → en_revision → en_atencion → resuelta (with its resolution) → cerrada', async () => {
    expect((await move(id, { status: 'en_revision' })).statusCode).toBe(200);
    const attending = await move(id, { status: 'en_atencion', message: 'Revisamos la unidad.' });
    expect(attending.json().data).toMatchObject({
      status: 'en_atencion',
      next_statuses: ['resuelta', 'improcedente'],
    });
    const noMessage = await move(id, { status: 'resuelta' });
    expect(noMessage.statusCode).toBe(422);
    expect(noMessage.json().errors).toHaveProperty('message');
    const resolved = await move(id, { status: 'resuelta', message: 'Cambiamos los cinturones.' });
    expect(resolved.statusCode).toBe(200);
    assertMatchesContract('PUT', '/panel-api/v1/complaints/{complaintId}/status', resolved);
    expect(resolved.json().data).toMatchObject({
      status: 'resuelta',
      resolution: 'Cambiamos los cinturones.',
      next_statuses: ['cerrada', 'en_atencion'],
    });
    expect(resolved.json().data.events.map((e: { to_status: string }) => e.to_status)).toEqual([
      'recibida',
      'en_revision',
      'en_atencion',
      'resuelta',
    ]);
    expect((await move(id, { status: 'cerrada' })).json().data.next_statuses).toEqual([]);
  });

  it('takes no more messages once closed (409)', async () => {
    const response = await write(id, '¿Pueden reabrirla?', driver);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('complaint_closed');
  });

  it('takes no more attachments once closed (422 on file)', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const body = multipartBody(
      { resource_type: 'complaint', resource_id: String(id) },
      { field: 'file', filename: 'tarde.pdf', type: 'application/pdf', bytes: pdf },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents',
      headers: { ...driver, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().errors.file).toEqual([
      'Esta queja está cerrada; ya no recibe mensajes ni archivos.',
    ]);
  });
});

describe('given invalid input', () => {
  it.each([
    ['no category', { category: undefined }],
    ['an unknown category', { category: 'ruido' }],
    ['a short subject', { subject: 'Mal' }],
    ['a short description', { description: 'Muy corto' }],
  ])('answers 400 for %s', async (_label, overrides) => {
    const response = await file(complaint(overrides), candidate);
    expect(response.statusCode).toBe(400);
  });

  it('answers 422 on subject for a blank one, and on company_id for a company that does not exist', async () => {
    const blank = await file(complaint({ subject: '        ' }), candidate);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.subject).toEqual(['Este campo no puede quedar vacío.']);
    const missing = await file(complaint({ company_id: 2147483000 }), candidate);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('company_id');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/panel-api/v1/complaints',
      payload: complaint(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('given people who are not the filer nor the company', () => {
  let id: number;
  beforeAll(async () => {
    id = (await file(complaint({ anonymous: false }), candidate)).json().data.id;
  });

  it('hides the complaint from another user and another company’s staff (404)', async () => {
    expect((await get(id, otherStaff)).statusCode).toBe(404);
    expect((await write(id, 'Hola', otherStaff)).statusCode).toBe(404);
    expect((await move(id, { status: 'en_revision' }, otherStaff)).statusCode).toBe(404);
  });

  it('refuses one user’s list to another (403) and lists only the filer’s own', async () => {
    const other = await t.app.inject({
      url: `/panel-api/v1/users/${employeeUser.id}/complaints`,
      headers: candidate,
    });
    expect(other.statusCode).toBe(403);
    const own = await t.app.inject({
      url: `/panel-api/v1/users/${employeeUser.id}/complaints`,
      headers: employee,
    });
    expect(own.statusCode).toBe(200);
    assertMatchesContract('GET', '/panel-api/v1/users/{userId}/complaints', own);
    expect(own.json().data.length).toBeGreaterThan(0);
    for (const c of own.json().data) expect(c.reporter.id).toBe(employeeUser.id);
  });

  it('refuses the company’s list and status moves to its employees (403) and the admin list to staff', async () => {
    const list = await t.app.inject({
      url: `/panel-api/v1/companies/${tdbId}/complaints`,
      headers: employee,
    });
    expect(list.statusCode).toBe(403);
    expect((await move(id, { status: 'en_revision' }, employee)).statusCode).toBe(403);
    const all = await t.app.inject({ url: '/panel-api/v1/complaints', headers: staff });
    expect(all.statusCode).toBe(403);
  });

  it('lets another company’s staff see none of it in their own list', async () => {
    const list = await t.app.inject({
      url: `/panel-api/v1/companies/${tdbId}/complaints`,
      headers: otherStaff,
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('given many complaints from one person', () => {
  it('answers 429 with Retry-After past five an hour', async () => {
    const someone = admin;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await file(complaint({ subject: `Queja número ${i}` }), someone)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    const refused = await file(complaint(), someone);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('given the demo data', () => {
  it.each(['recibida', 'en_revision', 'en_atencion', 'resuelta', 'improcedente', 'cerrada'])(
    'shows Transportes del Bajío’s staff complaints %s, the anonymous ones without reporter',
    async (status) => {
      const list = await t.app.inject({
        url: `/panel-api/v1/companies/${tdbId}/complaints?status=${status}`,
        headers: staff,
      });
      expect(list.statusCode).toBe(200);
      const rows = list.json().data as { anonymous: boolean; reporter: unknown }[];
      expect(rows.length).toBeGreaterThanOrEqual(2);
      for (const row of rows) if (row.anonymous) expect(row.reporter).toBeNull();
    },
  );
});
