import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf } from '../handlers/payments/test-helpers.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo pipeline', () => {
  it('the demo company’s published vacancies have applications in every column and interviews proposed and confirmed within two weeks', async () => {
    const bajio = await companyIdOf(t.database.db, 'transportes-del-bajio');
    const staff = await signIn(t.app, 'empresa@jornada.test');
    const vacancies = await t.app.inject({
      url: `/api/v1/companies/${bajio}/vacancies?status=publicada&per_page=50`,
      headers: staff,
    });
    const ids = (vacancies.json().data as { id: number }[]).map((v) => v.id);
    const statuses = new Set<string>();
    const interviews: { status: string; scheduled_at: string; proposed_slots: string[] }[] = [];
    for (const id of ids) {
      const list = await t.app.inject({
        url: `/api/v1/vacancies/${id}/applications?per_page=50`,
        headers: staff,
      });
      for (const a of list.json().data as { status: string }[]) statuses.add(a.status);
      const listed = await t.app.inject({
        url: `/api/v1/vacancies/${id}/interviews?per_page=50`,
        headers: staff,
      });
      interviews.push(...(listed.json().data as typeof interviews));
    }
    expect([...statuses].sort()).toEqual([
      'descartada',
      'en_proceso',
      'entrevista',
      'enviada',
      'retirada',
      'seleccionada',
      'vista',
    ]);
    const soon = interviews.filter(
      (i) => new Date(i.scheduled_at).getTime() - Date.now() < 15 * 86_400_000,
    );
    expect(soon.some((i) => i.status === 'propuesta')).toBe(true);
    expect(soon.some((i) => i.status === 'confirmada')).toBe(true);
    // Waiting proposals offer several times, the first being `scheduled_at` (decision 0034).
    const offered = interviews.filter((i) => i.status === 'propuesta' && i.proposed_slots.length);
    expect(offered.length).toBeGreaterThan(0);
    for (const i of offered) {
      expect(i.proposed_slots).toHaveLength(3);
      expect(i.proposed_slots[0]).toBe(i.scheduled_at);
    }
  });
});
