import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const search = 'GET /api/v1/search/vacancies';

describe('given the home after sign-in (/inicio)', () => {
  it('when vacancies are published → the newest are listed under «Vacantes más recientes»', async () => {
    const api = fakeApi({
      [search]: aPage([
        aVacancySummary({ id: 301, title: 'Chofer de reparto' }),
        aVacancySummary({ id: 302, title: 'Cajera de tienda' }),
      ]),
    });
    await renderRoute('/inicio', { api, user: aUser({ name: 'Lucía' }) });
    await expect.element(page.getByRole('heading', { name: 'Hola, Lucía' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Vacantes más recientes' });
    await expect.element(section.getByRole('link', { name: 'Chofer de reparto' })).toBeVisible();
    await expect.element(section.getByRole('link', { name: 'Cajera de tienda' })).toBeVisible();
    const asked = api.calls.find((r) => r.key === search);
    expect(asked?.url.searchParams.get('sort')).toBe('recent');
    await expectNoAxeViolations();
  });

  it('when none is published → says so instead of an empty heading', async () => {
    const api = fakeApi({ [search]: aPage([]) });
    await renderRoute('/inicio', { api, user: aUser() });
    await expect
      .element(page.getByText('Todavía no hay vacantes publicadas. Vuelve pronto.'))
      .toBeVisible();
  });
});
