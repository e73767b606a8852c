import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Calendar } from './calendar.tsx';
import { calendarLocales, loadLocaleMessages } from './locales/index.ts';
import { calendarMessages } from './messages.ts';
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

  it('offers about 40 locales, each with every message and the same placeholders', async () => {
    expect(calendarLocales.length).toBeGreaterThanOrEqual(40);
    const keys = Object.keys(calendarMessages).sort();
    const holes = (msg: string) => (msg.match(/\{\w+\}/g) ?? []).sort();
    for (const code of calendarLocales.filter((c) => c !== 'es-MX')) {
      const m = await loadLocaleMessages(code);
      expect(Object.keys(m).sort(), code).toEqual(keys);
      for (const key of keys) {
        const msg = m[key as keyof typeof m]!;
        expect(msg.trim(), `${code}.${key}`).not.toBe('');
        expect(holes(msg), `${code}.${key}`).toEqual(
          holes(calendarMessages[key as keyof typeof calendarMessages]),
        );
      }
    }
  });
});

describe('given a locale switched after the first render', () => {
  const interview = {
    id: 'a',
    start: '2025-11-05 09:00',
    end: '2025-11-05 10:00',
    title: 'Entrevista',
  };
  const props = { now, defaultSelectedDate: '2025-11-05', editable: true } as const;

  it('names the grid, its cells and the editing controls and announces in that language', async () => {
    const screen = await render(<Calendar {...props} defaultEvents={[interview]} />);
    await expect
      .element(
        screen.getByRole('gridcell', { name: /miércoles, 5 de noviembre de 2025, Todo el día/ }),
      )
      .toBeInTheDocument();
    await screen.rerender(<Calendar {...props} defaultEvents={[interview]} locale="en" />);
    await expect.element(screen.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
    await expect
      .element(screen.getByRole('grid', { name: 'November 3 – 9, 2025' }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('gridcell', { name: 'Wednesday, November 5, 2025, All day' }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('gridcell', { name: 'Wednesday, November 5, 2025, 09:00' }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Time' }).first())
      .toBeInTheDocument();

    const event = () => screen.getByRole('button', { name: /^Entrevista/ });
    await event().click();
    await expect
      .element(screen.getByRole('button', { name: 'Delete event “Entrevista”' }))
      .toBeVisible();
    const status = screen.getByRole('status');
    event().element().focus();
    await userEvent.keyboard(' ');
    await expect.element(status).toHaveTextContent('“Entrevista” picked up. Arrow keys to move');
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(status)
      .toHaveTextContent('“Entrevista” moved to Thursday, November 6, 2025, 09:00 – 10:00');
    await userEvent.keyboard('{Escape}');
    await expect
      .element(status)
      .toHaveTextContent('Move cancelled: Wednesday, November 5, 2025, 09:00 – 10:00');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('textbox', { name: 'Event title' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Delete}');
    await expect.element(status).toHaveTextContent('“Entrevista” deleted');

    await screen.rerender(<Calendar {...props} defaultEvents={[interview]} locale="de" />);
    await expect
      .element(screen.getByRole('gridcell', { name: 'Mittwoch, 5. November 2025, Ganztägig' }))
      .toBeInTheDocument();
  });

  it('names the month cells and the overflow button in that language', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      start: '2025-11-12 09:00',
      end: '2025-11-12 10:00',
      title: `Turno ${i + 1}`,
    }));
    const screen = await render(<Calendar {...base} defaultEvents={many} locale="fr" />);
    await expect
      .element(screen.getByRole('button', { name: 'Voir 2 événements de plus' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('gridcell', { name: /mercredi 12 novembre 2025, 5 événements/ }))
      .toBeInTheDocument();
  });
});
