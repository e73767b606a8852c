import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import { calendarLocales, loadLocaleMessages } from './locales/index.ts';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 10, 30);
const base = { now, defaultSelectedDate: '2025-11-05', defaultView: 'month' } as const;

describe('given no locale', () => {
  it('speaks Spanish (es-MX) with names from Intl', async () => {
    const screen = await render(<Calendar {...base} />);
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('noviembre de 2025');
    await expect.element(screen.getByRole('columnheader').first()).toHaveTextContent('lun');
    await expect.element(screen.getByRole('group', { name: 'Calendario' })).toBeInTheDocument();
  });
});

describe('given another locale', () => {
  it.each([
    ['en', 'Today', 'Previous', 'November 2025', 'Month'],
    ['de', 'Heute', 'Zurück', 'November 2025', 'Monat'],
    ['fr', "Aujourd'hui", 'Précédent', 'novembre 2025', 'Mois'],
    ['pt-BR', 'Hoje', 'Anterior', 'novembro de 2025', 'Mês'],
    ['ja', '今日', '前へ', '2025年11月', '月'],
  ])(
    'loads %s on demand and names days and months with Intl',
    async (locale, today, previous, title, month) => {
      const screen = await render(<Calendar {...base} locale={locale} />);
      await expect.element(screen.getByRole('button', { name: today, exact: true })).toBeVisible();
      await expect
        .element(screen.getByRole('button', { name: previous, exact: true }))
        .toBeVisible();
      await expect
        .element(screen.getByRole('button', { name: month, exact: true }))
        .toHaveAttribute('aria-pressed', 'true');
      await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    },
  );

  it('falls back from a region to its language and to es-MX for unknown locales', async () => {
    expect((await loadLocaleMessages('fr-CA')).today).toBe("Aujourd'hui");
    expect((await loadLocaleMessages('en-AU')).today).toBe('Today');
    expect(await loadLocaleMessages('xx')).toEqual({});
  });

  it('offers about 40 locales, each with its strings', async () => {
    expect(calendarLocales.length).toBeGreaterThanOrEqual(40);
    for (const code of calendarLocales) {
      const m = await loadLocaleMessages(code);
      if (code !== 'es-MX') expect(m.today, code).toBeTruthy();
    }
  });
});
