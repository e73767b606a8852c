import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * A vacancy's page paints the vacancy before the app's code runs, and the app fetches it once
 * (docs/decisions/0035-first-load.md items 15 and 16): the server answers
 * `/vacantes/{id}` with the vacancy's screen rendered on request and a preload of that vacancy,
 * which the app then uses.
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

async function aPublishedVacancy(
  request: APIRequestContext,
): Promise<{ id: number; title: string }> {
  const response = await request.get('/api/v1/search/vacancies?page=1&per_page=1');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; title: string }[] };
  expect(data.length).toBe(1);
  return data[0]!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a vacancy page shows the vacancy and the way back, and preloads that vacancy', async ({
    page,
    request,
  }) => {
    const vacancy = await aPublishedVacancy(request);
    const response = await page.goto(`/vacantes/${vacancy.id}`);
    expect(await response?.text()).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/api/v1/vacancies/${vacancy.id}">`,
    );
    await expect(page.getByRole('link', { name: 'Volver a las vacantes' })).toHaveAttribute(
      'href',
      '/vacantes',
    );
    await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Descripción' })).toBeVisible();
    await expect(page.getByText('Cargando la vacante…')).toHaveCount(0);
  });
});

test('the app replaces the loading state with the vacancy, fetched once (the preload)', async ({
  page,
  request,
}) => {
  const vacancy = await aPublishedVacancy(request);
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/v1/vacancies/${vacancy.id}`)
      fetched.push(sent.url());
  });
  await page.goto(`/vacantes/${vacancy.id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  await expect(page.getByText('Cargando la vacante…')).toHaveCount(0);
  expect(fetched).toHaveLength(1);
});

for (const where of ['the home page', 'a vacancy page'] as const)
  test(`${where} paints before the app's code is asked for`, async ({ page, request }) => {
    const url =
      where === 'the home page' ? '/' : `/vacantes/${(await aPublishedVacancy(request)).id}`;
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    const { paint, firstModule } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      firstModule: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint).not.toBeNull();
    // The app's modules are asked for, and the app runs, once the first paint is on screen.
    expect(firstModule).toBeGreaterThan(paint!);
    expect(Number.isFinite(firstModule)).toBe(true);
  });
