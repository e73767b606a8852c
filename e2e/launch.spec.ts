import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const origin = process.env.E2E_LAUNCH_ORIGIN!;

test('outside production every route but /lanzamiento goes to /lanzamiento', async ({ page }) => {
  for (const path of ['/', '/vacantes', '/login', '/mis-postulaciones', '/no-existe']) {
    await page.goto(`${origin}${path}`);
    await expect(page).toHaveURL(`${origin}/lanzamiento`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
