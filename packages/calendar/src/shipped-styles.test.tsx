import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
// The published stylesheet as built (`pnpm --filter @jornada/calendar build`), and nothing else:
// no Tailwind preflight and no host reset, as an app without Tailwind loads it. Browser test
// files run in pages of their own, so no other test's styles are on this page.
import shipped from '../dist/styles.css?inline';
import { hostLeaks, styleRules } from '../../../scripts/css-rules.ts';
import { Calendar } from './calendar.tsx';
import { cellAt } from './grid-cell.ts';
import type { CalendarEvent } from './types.ts';

const now = () => new Date(2025, 10, 5, 6, 0);
const SLOT_PX = 20;
const style = document.createElement('style');
beforeAll(() => {
  style.textContent = shipped;
  document.head.append(style);
});
afterAll(() => style.remove());

const events: CalendarEvent[] = [
  { id: 'a', start: '2025-11-05 09:00', end: '2025-11-05 11:00', title: 'Entrevista', split: 1 },
  { id: 'b', start: '2025-11-05 13:00', end: '2025-11-05 15:00', title: 'Ruta', split: 2 },
];
const ROOT = ':where([data-slot="calendar"])';

const eventBox = (c: HTMLElement, title: string) =>
  [...c.querySelectorAll<HTMLElement>('[data-slot="event"]')]
    .find((e) => e.textContent?.includes(title))!
    .getBoundingClientRect();

describe('given only the shipped stylesheet, without a host reset', () => {
  it('styles nothing of the host page: every rule is under the calendar root, on a class, or only sets custom properties', () => {
    expect(styleRules(style.sheet!.cssRules).length).toBeGreaterThan(100);
    expect(hostLeaks(style.sheet!, ROOT).map((r) => r.cssText)).toEqual([]);
  });

  it('draws a 2-hour timed event 2 slots tall, inside its split column', async () => {
    const screen = await render(
      <Calendar
        now={now}
        defaultSelectedDate="2025-11-05"
        view="day"
        timeStep={60}
        cellHeight={SLOT_PX}
        splitDays={[
          { id: 1, label: 'Norte' },
          { id: 2, label: 'Sur' },
        ]}
        events={events}
      />,
    );
    const c = screen.container;
    for (const [title, min, split] of [
      ['Entrevista', 540, 0],
      ['Ruta', 780, 1],
    ] as const) {
      const box = eventBox(c, title);
      const column = cellAt(c, '2025-11-05', min, split)!.getBoundingClientRect();
      expect(box.height, `${title}: height`).toBeCloseTo(2 * SLOT_PX, 0);
      expect(Math.abs(box.top - column.top), `${title}: top`).toBeLessThanOrEqual(1);
      expect(box.left, `${title}: left`).toBeGreaterThanOrEqual(column.left - 1);
      expect(box.right, `${title}: right`).toBeLessThanOrEqual(column.right + 1);
    }
  });
});
