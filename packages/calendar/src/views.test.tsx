import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Calendar } from './calendar.tsx';
import './test-styles.css';

const now = () => new Date(2025, 10, 5, 10, 30);
const base = { now, defaultSelectedDate: '2025-11-05' } as const;

afterEach(() => vi.restoreAllMocks());

describe('given the calendar with no view', () => {
  it('shows the week view with its title, navigation and a Spanish view selector', async () => {
    const screen = await render(<Calendar {...base} />);
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('3–9 de noviembre de 2025');
    await expect.element(screen.getByRole('button', { name: 'Anterior' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Hoy' })).toBeVisible();
    const selector = screen.getByRole('group', { name: 'Vista' });
    await expect
      .element(selector.getByRole('button', { name: 'Semana' }))
      .toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Años', 'Año', 'Mes', 'Día'])
      await expect
        .element(selector.getByRole('button', { name, exact: true }))
        .toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('columnheader').elements().length).toBe(8);
  });

  it('moves a period with previous and next and comes back with today', async () => {
    const screen = await render(<Calendar {...base} />);
    const title = screen.getByRole('heading', { level: 2 });
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    await expect.element(title).toHaveTextContent('10–16 de noviembre de 2025');
    await screen.getByRole('button', { name: 'Anterior' }).click();
    await screen.getByRole('button', { name: 'Anterior' }).click();
    await expect.element(title).toHaveTextContent('27 de octubre – 2 de noviembre de 2025');
    await screen.getByRole('button', { name: 'Hoy' }).click();
    await expect.element(title).toHaveTextContent('3–9 de noviembre de 2025');
  });
});

describe('given the years view', () => {
  it.each([
    ['2025-11-05', '2025 – 2049', '2049'],
    ['2049-01-01', '2025 – 2049', '2049'],
    ['2050-06-01', '2050 – 2074', '2074'],
    ['1999-06-01', '1975 – 1999', '1999'],
  ])('for %s shows 25 years from a multiple of 25 (%s to %s)', async (date, title, last) => {
    const screen = await render(
      <Calendar now={now} defaultSelectedDate={date} defaultView="years" />,
    );
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    const cells = screen.getByRole('gridcell').elements();
    expect(cells).toHaveLength(25);
    expect(cells.at(-1)).toHaveAccessibleName(last);
  });

  it('opens the year, then the month of the chosen cell', async () => {
    const onViewChange = vi.fn();
    const screen = await render(
      <Calendar {...base} defaultView="years" onViewChange={onViewChange} />,
    );
    await screen.getByRole('gridcell', { name: '2030' }).click();
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('2030');
    expect(screen.getByRole('gridcell').elements()).toHaveLength(12);
    await screen.getByRole('gridcell', { name: 'marzo de 2030' }).click();
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('marzo de 2030');
    // the first render, then each change, with the visible period (end exclusive)
    expect(onViewChange.mock.calls.map(([c]) => c.view)).toEqual(['years', 'year', 'month']);
    expect(onViewChange.mock.lastCall?.[0]).toEqual({
      view: 'month',
      start: new Date(2030, 1, 25),
      end: new Date(2030, 3, 8),
    });
  });
});

describe('given the month view', () => {
  it.each(['2025-11-05', '2026-02-10', '2021-02-01'])(
    'always shows 42 day cells (%s)',
    async (date) => {
      const screen = await render(
        <Calendar now={now} defaultSelectedDate={date} defaultView="month" />,
      );
      expect(screen.getByRole('gridcell').elements()).toHaveLength(42);
      expect(screen.getByRole('row').elements()).toHaveLength(7);
    },
  );
});

describe('given an invalid or disabled requested view', () => {
  it('reports an invalid view as an error and shows week', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error -- `view` is typed as the union of the views; an untyped caller may still pass another
    const screen = await render(<Calendar {...base} view="agenda" />);
    await expect
      .element(screen.getByRole('button', { name: 'Semana' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('«agenda» no existe'));
  });

  it('reports a disabled view as a warning and shows the first enabled view', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <Calendar {...base} defaultView="year" disableViews={['years', 'year']} />,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Mes' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Año', exact: true }).elements()).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('«year» está deshabilitada; se usa «month»'),
    );
  });
});

describe('given a controlled view and selected date', () => {
  it('reports changes but shows only what the parent passes', async () => {
    const onViewChange = vi.fn();
    const onSelectedDateChange = vi.fn();
    const screen = await render(
      <Calendar
        now={now}
        view="month"
        selectedDate="2025-12-10"
        onViewChange={onViewChange}
        onSelectedDateChange={onSelectedDateChange}
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('diciembre de 2025');
    await screen.getByRole('button', { name: 'Día', exact: true }).click();
    expect(onViewChange).toHaveBeenCalledWith({
      view: 'day',
      start: new Date(2025, 11, 10),
      end: new Date(2025, 11, 11),
    });
    await expect
      .element(screen.getByRole('button', { name: 'Mes' }))
      .toHaveAttribute('aria-pressed', 'true');
    await screen.getByRole('gridcell', { name: /jueves, 18 de diciembre de 2025/ }).click();
    expect(onSelectedDateChange).toHaveBeenCalledWith(new Date(2025, 11, 18));
    await screen.rerender(<Calendar now={now} view="week" selectedDate="2026-01-20" />);
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('19–25 de enero de 2026');
  });

  it('marks the selected day in the month with aria-selected', async () => {
    const screen = await render(<Calendar {...base} defaultView="month" />);
    await screen.getByRole('gridcell', { name: /viernes, 14 de noviembre/ }).click();
    await expect
      .element(screen.getByRole('gridcell', { name: /viernes, 14 de noviembre/ }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('gridcell', { name: /miércoles, 5 de noviembre/ }))
      .toHaveAttribute('aria-selected', 'false');
  });
});

describe('given week options', () => {
  it('starts the week on Sunday with weekStartsOn 7', async () => {
    const screen = await render(<Calendar {...base} weekStartsOn={7} />);
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('2–8 de noviembre de 2025');
    expect(screen.getByRole('columnheader').elements()[1]).toHaveAccessibleName(
      'domingo, 2 de noviembre de 2025',
    );
  });

  it('hides weekends and chosen weekdays', async () => {
    const screen = await render(<Calendar {...base} hideWeekends hideWeekdays={[3]} />);
    const names = screen
      .getByRole('columnheader')
      .elements()
      .slice(1)
      .map((e) => e.querySelector('[aria-hidden="true"]')?.textContent);
    expect(names).toEqual(['lun 3', 'mar 4', 'jue 6', 'vie 7']);
    await expect
      .element(screen.getByRole('heading', { level: 2 }))
      .toHaveTextContent('3–7 de noviembre de 2025');
  });

  it('shows a 12-hour clock', async () => {
    const screen = await render(<Calendar {...base} twelveHour timeFrom={780} timeTo={840} />);
    await expect.element(screen.getByRole('rowheader').nth(1)).toHaveTextContent(/1:00\sp\.\s?m\./);
  });
});
