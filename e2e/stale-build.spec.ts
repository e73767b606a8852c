/**
 * A page whose modules are gone never hangs (docs/decisions/0046-stale-builds.md): a
 * pre-rendered page that cannot load its entry module reloads once (the reload guard: once per
 * path within 10 s) and then shows the connection-error screen, not «Cargando vacantes…» with
 * «Iniciar sesión» for a signed-in seeker; the server answers 404 for a module it does not have,
 * never the app's HTML; and after a rebuild the previous build's modules are still served, so a
 * page of that build keeps working.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { keepPreviousAssets, RETAINED_ASSETS_FILE } from '../apps/web/src/app/previous-assets.ts';
import { expectNoAxeViolations } from './axe.ts';
import { signIn } from './sign-in.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// page.route sees the page's own requests; a service worker would answer some of them itself.
test.use({ serviceWorkers: 'block' });

const webDist = path.resolve('apps/web/dist');

/** The entry module a pre-rendered page starts (its `<script id="app-modules">`). */
async function entryOf(page: Page, url: string): Promise<string> {
  const html = await (await page.request.get(url)).text();
  const modules = /<script type="application\/json" id="app-modules">([^<]*)<\/script>/.exec(html);
  expect(modules, `${url} is pre-rendered`).not.toBeNull();
  return (JSON.parse(modules![1]!) as { entry: string }).entry;
}

/** Counts the page's loads of a document whose path is `pathname`. */
function countLoads(page: Page, pathname: string): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === pathname) loads += 1;
  });
  return () => loads;
}

test('a pre-rendered /vacantes whose entry module fails reloads once, then shows the connection error', async ({
  page,
}) => {
  await signIn(page);
  const entry = await entryOf(page, '/vacantes');
  await page.route(`**${entry}`, (route) => route.fulfill({ status: 404, body: 'No existe' }));
  const loads = countLoads(page, '/vacantes');
  await page.goto('/vacantes?q=chofer');

  await expect(page.getByRole('heading', { level: 1, name: 'Error de conexión' })).toBeVisible();
  expect(loads(), 'one load and one reload').toBe(2);
  await expect(page.getByText('Cargando vacantes…')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  const retry = page.getByRole('link', { name: 'Reintentar' });
  await expect(retry).toHaveAttribute('href', /\/vacantes\?q=chofer$/);
  await expectNoAxeViolations(page);

  // Still there a while later: the guard let one reload through, not a loop.
  await page.waitForTimeout(1_500);
  expect(loads()).toBe(2);

  // Once the module is back, «Reintentar» (after the guard's 10 s) opens the working page.
  await page.unroute(`**${entry}`);
  await page.evaluate(() => sessionStorage.clear());
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Error de conexión' })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: /^(Más de )?[\d,]+ vacantes?$|No encontramos vacantes/ }),
  ).toBeVisible();
});

test('after a rebuild the previous build’s modules are still served, for the pages still open', async ({
  page,
}) => {
  const entry = await entryOf(page, '/vacantes');
  // A previous build: the current entry under the name an earlier build gave it.
  const previousName = path.basename(entry).replace(/-[\w-]+\.js$/, '-Prev0000.js');
  const previous = await mkdtemp(path.join(tmpdir(), 'jornada-previous-build-'));
  await mkdir(path.join(previous, 'assets'));
  await copyFile(path.join(webDist, entry), path.join(previous, 'assets', previousName));
  const list = path.join(webDist, RETAINED_ASSETS_FILE);
  // A first build (a fresh clone's) kept nothing, so it wrote no list.
  const listBefore = existsSync(list) ? readFileSync(list, 'utf8') : null;
  try {
    // What `pnpm build` does after writing the new build (apps/web/src/app/previous-assets-plugin.ts).
    const { kept } = await keepPreviousAssets({ previous, outDir: webDist });
    expect(kept).toEqual([previousName]);

    const old = await page.request.get(`/assets/${previousName}`);
    expect(old.status()).toBe(200);
    expect(old.headers()['content-type']).toContain('javascript');
    expect(old.headers()['cache-control']).toContain('immutable');

    expect(await old.text()).toBe(
      readFileSync(path.join(previous, 'assets', previousName), 'utf8'),
    );
    // One no build kept: 404, not the app's HTML under a module's name.
    const never = await page.request.get(`/assets/${previousName.replace('Prev', 'Never')}`);
    expect(never.status()).toBe(404);
    expect(never.headers()['content-type']).not.toContain('text/html');
  } finally {
    await rm(path.join(webDist, 'assets', previousName), { force: true });
    if (listBefore === null) await rm(list, { force: true });
    else writeFileSync(list, listBefore);
    await rm(previous, { recursive: true, force: true });
  }
});
