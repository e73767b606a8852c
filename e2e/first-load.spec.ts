import { expect, test } from '@playwright/test';
import { firstLoadBudgetKb, gzippedKb } from '../scripts/first-load.ts';

/**
 * The first load of `/` and `/vacantes` stays within 150 KB of gzipped JavaScript (issue 23
 * item 4): every script the page downloads until the network is idle, on a phone, with no
 * service worker yet (the first visit).
 */
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

for (const path of ['/', '/vacantes']) {
  test(`the first load of ${path} downloads at most ${firstLoadBudgetKb} KB of JavaScript gzipped`, async ({
    page,
  }) => {
    // Known to miss the goal (2026-11-28: 173 KB on /, 249 KB on /vacantes; React DOM, React Router
    // and TanStack Query alone are ~100 KB): marked as an expected failure so the suite stays green
    // while it is worked on, and it fails the day the budget is met, so that this line goes.
    test.fail(true, 'first load above 150 KB gzipped (issue 23 item 4, decision 0026)');
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { kb, files } = await gzippedKb(scripts);
    expect(files.length).toBeGreaterThan(0);
    expect(kb, files.map((f) => `${f.url} ${f.kb.toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(
      firstLoadBudgetKb,
    );
  });
}
