import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const api = () =>
  fakeApi({ 'GET /api/v1/notifications': { data: [] }, 'GET /api/v1/bookmarks': aPage([]) });

afterEach(() => {
  localStorage.clear();
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
    await expectNoAxeViolations();
    expect(localStorage.getItem('jornada.theme.12')).toBe('dark');
    expect(localStorage.getItem('jornada.theme.13')).toBeNull();
  });

  it('when a person who chose «Claro» comes back → their choice is applied and checked', async () => {
    localStorage.setItem('jornada.theme.12', 'light');
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
