import { expect, test } from '@playwright/test';
import { firstLoadBudgetKb, gzippedKb } from '../scripts/first-load.ts';

/**
 * The first load of `/` and `/vacantes` in gzipped JavaScript (docs/decisions/0035-first-load.md): every script
 * the page downloads until the network is idle, on a phone, with no service worker yet (the
 * first visit). The goal is 150 KB (`firstLoadBudgetKb`), and both pages meet it since
 * 2026-11-29; this test holds each page to what it weighs now, so a change
 * that makes one heavier fails here (React DOM, React Router, TanStack Query and tailwind-merge
 * alone are ~107 KB; decisions 0026 and 0035).
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

/**
 * Today's ceiling per page, in KB gzipped: what it weighed when last measured, rounded up, so
 * a change that makes it heavier fails here. 2026-11-28, 19:25 UTC: 150.0 KB on `/` (177.2 in
 * the morning) and 182.4 KB on `/vacantes` (255.5); 150.5 on `/` after the evening's routes.
 * 23:00 UTC: 146.5 KB on `/` and 157.8 KB on `/vacantes`: the toasts' Radix code loads with the
 * first toast, the company workspace's route table on the first navigation there, the search
 * page's modules are one chunk and the PWA notices and list strings have their own modules.
 * 2026-11-29, 02:00 UTC: 142.1 KB on `/` and 153.3 KB on `/vacantes`: the route tables of the
 * other layouts and of the default layout's other pages join on the first navigation to one of
 * them (decision 0035). 02:55 UTC: 149.4 KB on `/vacantes`, within the goal: the search's
 * modality and verified-company boxes are native checkboxes (no Radix checkbox on the page).
 * 2026-12-03: 143.0 KB on `/` and 150.7 KB on `/vacantes`, 0.7 KB over the goal: the stale-build
 * guard (`app-start.js`, decision 0046) and the role homes' shell (decision 0047) came in; the
 * sign-in targets and the remembered page already load apart. The ceiling of `/vacantes` is 151
 * until that is won back (the update banner's notices are the next candidate). Later that day:
 * 143.1 KB on `/` and 150.9 KB on `/vacantes`: the entry learned to load the real-time client
 * only when a screen wants it (decision 0045), 0.2 KB that every other signed-in page saves
 * 13 KB for; the ceiling of `/` is 144, still under the goal.
 */
const ceilingKb: Record<string, number> = { '/': 144, '/vacantes': 151 };

for (const path of ['/', '/vacantes']) {
  test(`the first load of ${path} downloads at most ${ceilingKb[path]} KB of JavaScript gzipped (goal ${firstLoadBudgetKb})`, async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { kb, files } = await gzippedKb(scripts);
    expect(files.length).toBeGreaterThan(0);
    expect(kb, files.map((f) => `${f.url} ${f.kb.toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(
      ceilingKb[path]!,
    );
  });
}
