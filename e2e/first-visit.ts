/**
 * A signed-in person's first visit to a page, and the JavaScript it runs (docs/decisions/0045-phone-weight.md):
 * the person signs in through /login in a context of its own, and the page is then opened in a
 * new context with only the session (cookies and local storage), so that the browser's cache is
 * empty, as on a phone that opens the page for the first time. Every script response until the
 * page has settled counts, gzipped (scripts/first-load.ts), including what loads once the page is
 * idle (the real-time connection, the monitoring).
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { gzippedKb } from '../scripts/first-load.ts';
import { demoPassword } from './sign-in.ts';

/** A phone's viewport (Pixel 7-like), as every phone spec uses. */
export const phoneViewport = { width: 390, height: 844 };

/** The session of a signed-in person and the page they landed on after signing in. */
export interface SignedInState {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  landing: string;
}

/** Signs `email` in through /login in a throwaway context and returns the session. */
export async function signedInState(
  browser: Browser,
  baseURL: string,
  email: string,
  landing: RegExp,
): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL, viewport: phoneViewport, locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(landing);
  const state = {
    storageState: await context.storageState(),
    landing: new URL(page.url()).pathname,
  };
  await context.close();
  return state;
}

/** What a first visit downloaded: the total and each script, in KB gzipped. */
export interface FirstVisit {
  kb: number;
  files: { url: string; kb: number }[];
}

/**
 * Opens `path` in a fresh context (empty cache, no service worker) with `state`'s session and
 * sums the scripts it fetched until `ready` holds and the network has been idle for a while.
 *
 * @param ready - waits for what the person sees once the page has loaded (its heading).
 */
export async function firstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  state: SignedInState | undefined,
  ready: (page: Page) => Promise<void>,
): Promise<FirstVisit> {
  const context = await browser.newContext({
    baseURL,
    viewport: phoneViewport,
    locale: 'es-MX',
    serviceWorkers: 'block',
    storageState: state?.storageState,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page);
  // What the app starts once it is idle (the real-time connection, monitoring) runs on the
  // first visit too: give it time to ask for its code.
  await page.waitForTimeout(2_000);
  await page.waitForLoadState('networkidle');
  const visit = await gzippedKb(scripts);
  await context.close();
  return visit;
}

/** A failure message listing each file's weight, heaviest first. */
export function describeFiles(visit: FirstVisit): string {
  return [...visit.files]
    .sort((a, b) => b.kb - a.kb)
    .map((file) => `${new URL(file.url).pathname} ${file.kb.toFixed(1)} KB`)
    .join('\n');
}
