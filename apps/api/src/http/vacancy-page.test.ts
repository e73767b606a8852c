import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancies } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const shell = (id: string) =>
  `<head><link rel="preload" as="fetch" crossorigin href="/api/v1/vacancies/${id}"></head><body>\n<div id="root"><p>Cargando la vacante…</p></div>\n</body>`;

/** A web build whose renderer writes the vacancy's title and company, or fails when asked to. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'jornada-web-'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dir, 'prerendered', 'vacancy.html'), shell(':id'));
  writeFileSync(
    path.join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({ '/vacantes/:id': 'prerendered/vacancy.html' }),
  );
  writeFileSync(
    path.join(dir, 'prerendered', 'render.mjs'),
    [
      'export function renderVacancyPage(template, vacancy) {',
      "  if (globalThis.failVacancyRender) throw new Error('render failed');",
      "  return template.replace('<p>Cargando la vacante…</p>', `<h1>${vacancy.title}</h1><p>${vacancy.company.name}</p>`);",
      '}',
    ].join('\n'),
  );
  return dir;
}

let t: TestApp;
let published: { id: number; title: string };
let draft: number;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist() });
  const db = t.database.db;
  [published] = (await db
    .select({ id: vacancies.id, title: vacancies.title })
    .from(vacancies)
    .where(eq(vacancies.status, 'publicada'))
    .orderBy(asc(vacancies.id))
    .limit(1)) as [{ id: number; title: string }];
  const [other] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(ne(vacancies.status, 'publicada'))
    .limit(1);
  draft = other!.id;
});
afterAll(() => t.close());

describe('GET /vacantes/{id} (the vacancy page rendered on request)', () => {
  it('a published vacancy: its page holds the vacancy, and still preloads it', async () => {
    const response = await t.app.inject({ url: `/vacantes/${published.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<h1>${published.title}</h1>`);
    expect(response.body).not.toContain('Cargando la vacante…');
    expect(response.body).toContain(`href="/api/v1/vacancies/${published.id}"`);
  });

  it('an unpublished vacancy or an id with none: the loading state, the app answers (404 or the company’s view)', async () => {
    for (const id of [draft, 999_999_999]) {
      const response = await t.app.inject({ url: `/vacantes/${id}` });
      expect(response.statusCode, String(id)).toBe(200);
      expect(response.body, String(id)).toBe(shell(String(id)));
    }
  });

  it('a render that fails: the loading state, never a 500', async () => {
    (globalThis as { failVacancyRender?: boolean }).failVacancyRender = true;
    try {
      const response = await t.app.inject({ url: `/vacantes/${published.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell(String(published.id)));
    } finally {
      delete (globalThis as { failVacancyRender?: boolean }).failVacancyRender;
    }
  });

  it('the renderer and the pre-rendered files are not served as files', async () => {
    for (const url of [
      '/prerendered/render.mjs',
      '/prerendered/vacancy.html',
      '/prerendered/routes.json',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
