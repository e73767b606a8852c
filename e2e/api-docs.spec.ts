import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test.describe('the interactive API reference', () => {
  test('renders at /api/docs in Chromium from this origin alone, within the CSP, and passes axe', async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    const otherOrigins: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL!)) otherOrigins.push(request.url());
    });

    await page.goto('/api/docs');

    await expect(page).toHaveTitle('Jornada API reference');
    await expect(page.getByRole('heading', { name: 'Jornada API', level: 1 })).toBeVisible();
    // A known operation of the contract (issueToken), in the sidebar.
    await expect(page.getByText('Sign in with the password grant').first()).toBeVisible();
    // Scalar's default light theme fails colour contrast; api-docs.ts darkens those colours.
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);
    expect(otherOrigins).toEqual([]);
  });

  test('offers the voice service document as well', async ({ request }) => {
    const response = await request.get('/api/v1/openapi/voice.json');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      info: { title: 'Jornada voice service (third party)' },
    });
  });
});
