import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reference data', () => {
  it('GET /api/v1/states answers the 32 states with their INEGI codes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/states', response);
    const { data } = response.json();
    expect(data).toHaveLength(32);
    expect(data.map((s: { inegi_code: string }) => s.inegi_code).sort()).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(data).toContainEqual(expect.objectContaining({ name: 'Jalisco', inegi_code: '14' }));
  });

  it('GET /api/v1/job-categories answers the categories ordered by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/job-categories' });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/job-categories', response);
    const names = response.json().data.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('es-MX', { sensitivity: 'base' }).compare),
    );
  });

  it('an unknown API path answers 404 with the error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ruta no encontrada.', code: 'not_found' });
  });
});
