import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const search = 'GET /api/v1/search/vacancies';

describe('given the vacancy search (/vacantes)', () => {
  it('when a vacancy is featured → its card shows «Destacada», the others do not', async () => {
    const api = fakeApi({
      [search]: aPage([
        aVacancySummary({
          id: 101,
          title: 'Operador de tractocamión full',
          featured: true,
          featured_until: '2099-01-01T00:00:00Z',
        }),
        aVacancySummary({ id: 102, title: 'Auxiliar de almacén' }),
      ]),
      'GET /api/v1/states': aPage([]),
    });
    await renderRoute('/vacantes', { api });
    const cards = page.getByRole('listitem');
    const featured = cards.filter({ hasText: 'Operador de tractocamión full' });
    const plain = cards.filter({ hasText: 'Auxiliar de almacén' });
    await expect.element(featured).toBeVisible();
    await expect.element(featured.getByText('Destacada', { exact: true })).toBeVisible();
    await expect.element(plain).toBeVisible();
    expect(plain.getByText('Destacada', { exact: true }).elements()).toHaveLength(0);
    expect(page.getByText('Destacada', { exact: true }).elements()).toHaveLength(1);
  });
});
