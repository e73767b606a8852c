import { expect, test } from '@playwright/test';

test.describe('the production build served by the API', () => {
  test('does not hand out source maps: GET /assets/<bundle>.js.map is 404, and no bundle points at one', async ({
    request,
  }) => {
    const html = await (await request.get('/login')).text();
    const bundles = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map(([url]) => url);
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const script = await request.get(bundle);
      expect(script.status(), bundle).toBe(200);
      expect(await script.text(), bundle).not.toContain('sourceMappingURL=');
      const map = await request.get(`${bundle}.map`);
      expect(map.status(), `${bundle}.map`).toBe(404);
      expect(await map.text(), `${bundle}.map`).not.toContain('"sourcesContent"');
    }
  });
});
