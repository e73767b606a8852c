import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobApplications, users, vacancies } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { fileLinkTtlSeconds, signedFilePath } from '../uploads/signed-urls.ts';

let t: TestApp;
let seeker: { authorization: string };
let staff: { authorization: string };
let seekerId: number;
beforeAll(async () => {
  t = await createTestApp();
  seeker = await signIn(t.app, 'candidato@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  const [me] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  seekerId = me!.id;
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Uploads `pdf` as a document of the seeker's own record; answers its `url`. */
async function uploadCv(): Promise<string> {
  const boundary = '----jornada-cv';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resource_type"\r\n\r\nuser\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resource_id"\r\n\r\n${seekerId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ncv\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/documents',
    payload,
    headers: { ...seeker, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(created.statusCode).toBe(201);
  return created.json().data.url as string;
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return `${pathname}${search}`;
};

describe('given a CV uploaded as a document', () => {
  let url: string;
  beforeAll(async () => {
    url = await uploadCv();
  });

  it('answers a short-lived signed link that downloads it', async () => {
    expect(url).toMatch(/\/api\/v1\/files\/[a-f0-9]{32}\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    const expires = Number(new URL(url).searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(fileLinkTtlSeconds * 1000);
    const served = await t.app.inject({ url: pathOf(url) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses the stored path without a signature, with Spanish words and no file', async () => {
    const plain = await t.app.inject({ url: new URL(url).pathname });
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual({
      message:
        'El enlace de este archivo no es válido o ya venció. Vuelve a abrirlo desde la página donde lo encontraste.',
      code: 'invalid_file_link',
    });
    expect(plain.rawPayload.includes(pdf)).toBe(false);
  });

  it('refuses a tampered signature, a stretched expiry and an expired link', async () => {
    const link = new URL(url);
    const key = link.pathname.split('/').pop()!;
    const tampered = new URL(link);
    tampered.searchParams.set('signature', 'A'.repeat(43));
    const stretched = new URL(link);
    stretched.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86400));
    const expired = signedFilePath(t.config.fileUrlSecret, key, Date.now() - 16 * 60 * 1000);
    for (const path of [pathOf(tampered.href), pathOf(stretched.href), expired]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('gives a fresh link each time the documents are listed by who may read them', async () => {
    const list = await t.app.inject({
      url: `/api/v1/documents?resource_type=user&resource_id=${seekerId}`,
      headers: seeker,
    });
    assertMatchesContract('GET', '/api/v1/documents', list);
    const listed = list.json().data.at(-1).url as string;
    expect(new URL(listed).pathname).toBe(new URL(url).pathname);
    expect((await t.app.inject({ url: pathOf(listed) })).statusCode).toBe(200);
  });

  describe('when a job application carries it as its cv_url', () => {
    it('hands the company that reads the application a working signed link', async () => {
      const db = t.database.db;
      const [tdb] = await db
        .select()
        .from(companies)
        .where(eq(companies.slug, 'transportes-del-bajio'));
      const applied = (
        await db.select().from(jobApplications).where(eq(jobApplications.userId, seekerId))
      ).map((a) => a.vacancyId);
      const [vacancy] = await db
        .select({ id: vacancies.id })
        .from(vacancies)
        .where(
          and(
            eq(vacancies.companyId, tdb!.id),
            eq(vacancies.status, 'publicada'),
            notInArray(vacancies.id, applied),
          ),
        );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/job-applications',
        headers: seeker,
        payload: { vacancy_id: vacancy!.id, cover_letter: 'Adjunto mi CV.' },
      });
      expect(created.statusCode).toBe(201);
      const application = created.json().data as { id: number };
      expect(application).toBeDefined();
      // What a client would store: the plain path of the uploaded file.
      await db
        .update(jobApplications)
        .set({ cvUrl: `http://localhost${new URL(url).pathname}` })
        .where(eq(jobApplications.id, application!.id));

      const seen = await t.app.inject({
        url: `/api/v1/job-applications/${application!.id}`,
        headers: staff,
      });
      expect(seen.statusCode).toBe(200);
      assertMatchesContract('GET', '/api/v1/job-applications/{jobApplicationId}', seen);
      const cvUrl = seen.json().data.cv_url as string;
      expect(cvUrl).toMatch(/\?expires=\d+&signature=[\w-]{43}$/);
      const served = await t.app.inject({ url: pathOf(cvUrl) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
    });
  });
});
