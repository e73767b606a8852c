import type { Page } from '@playwright/test';

/**
 * The toast whose text is exactly `text`, inside the notifications region.
 * Radix also copies a toast's text into a hidden `role="status"` announcement
 * for about a second, so `getByText` or `getByRole('status')` on the page can
 * match twice and fail Playwright's strict mode; the region holds only the toast.
 */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /^Notificaciones/ }).getByText(text, { exact: true });
}
