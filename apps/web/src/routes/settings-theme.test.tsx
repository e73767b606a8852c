import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const api = () =>
  fakeApi({ 'GET /api/v1/notifications': { data: [] }, 'GET /api/v1/bookmarks': aPage([]) });

// This file's own storage: browser test files run side by side in iframes of one origin, and
// others clear localStorage; a Map behind Storage's methods keeps this file from them (and
// them from it).
const stored = new Map<string, string>();
beforeEach(() => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation((key) => stored.get(key) ?? null);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation((key, value) => {
    stored.set(key, String(value));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  stored.clear();
  document.documentElement.classList.remove('dark');
});

describe('given the appearance section of /ajustes', () => {
  it('when the person picks «Oscuro» → the page turns dark and stays so for them, not for others', async () => {
    await renderRoute('/ajustes', { api: api(), user: aUser({ id: 12 }) });
    const group = page.getByRole('radiogroup', { name: 'Apariencia' });
    await expect
      .element(group.getByRole('radio', { name: 'Igual que mi dispositivo' }))
      .toBeChecked();
    await userEvent.click(group.getByRole('radio', { name: 'Oscuro' }));
    await expect.element(group.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(getComputedStyle(document.body).colorScheme).toBe('dark');
    // Colours change through CSS transitions: axe measures contrast once they have ended.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    await expectNoAxeViolations();
    expect(stored.get('jornada.theme.12')).toBe('dark');
    expect(stored.has('jornada.theme.13')).toBe(false);
  });

  it('when a person who chose «Claro» comes back → their choice is applied and checked', async () => {
    stored.set('jornada.theme.12', 'light');
    document.documentElement.classList.add('dark');
    await renderRoute('/ajustes', { api: api(), user: aUser({ id: 12 }) });
    await expect
      .element(
        page.getByRole('radiogroup', { name: 'Apariencia' }).getByRole('radio', { name: 'Claro' }),
      )
      .toBeChecked();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
