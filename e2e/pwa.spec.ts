import { expect, test } from '@playwright/test';

/**
 * The platform part of spec section 9 in a real browser: vite-plugin-pwa's
 * worker at /sw.js (scope /, classic) controls the page, and a visited page
 * reloads offline from the cached shell.
 */
test.describe('the service worker', () => {
  test('is served fresh and parses as a classic script', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    expect(response.headers()['cache-control']).toMatch(/max-age=0|no-cache|no-store/);
    const source = await response.text();
    // A module worker would contain import/export statements, which a classic script (Function body) rejects.
    expect(() => new Function(source)).not.toThrow();
  });

  test('registers at scope /, controls the page, and a visited page opens offline', async ({
    page,
    context,
  }) => {
    await page.goto('/politicas-privacidad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL ?? '' };
    });
    expect(registration.scope).toBe(new URL('/', page.url()).href);
    expect(registration.script).toBe(new URL('/sw.js', page.url()).href);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByRole('status', { name: 'Estado de la aplicación' })).toContainText(
      'Jornada ya funciona sin conexión en este dispositivo.',
    );
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!;
    // The first page's chunks were loaded before the worker; wait until it has them too.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('jornada-assets');
          return (await cache.keys()).length;
        }),
      )
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Estado de la aplicación' })).toContainText(
      'Estás sin conexión.',
    );
    await context.setOffline(false);
  });
});
