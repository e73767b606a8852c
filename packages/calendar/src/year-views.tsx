import { useRef } from 'react';
import { useCalendarContext } from './calendar-context.ts';
import { dtf } from './date-utils.ts';
import { onGridKeyDown } from './grid-keyboard.ts';
import { useGridFocus } from './use-grid-focus.ts';
import { YEARS_PER_PAGE } from './views.ts';

const cellCls =
  'flex h-16 items-center justify-center rounded-md capitalize outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring data-[current]:font-bold data-[current]:text-primary aria-selected:bg-secondary';

/**
 * The year (12 months, 4 × 3) and years (25 years from a multiple of 25,
 * 5 × 5) views: WAI-ARIA grids where Enter or a click opens
 * the narrower view.
 */
export function YearsOrYearView() {
  const ctx = useCalendarContext();
  const { view, anchor, locale } = ctx;
  const years = view === 'years';
  const cols = years ? 5 : 3;
  const total = years ? YEARS_PER_PAGE : 12;
  const base = years
    ? Math.floor(anchor.getFullYear() / YEARS_PER_PAGE) * YEARS_PER_PAGE
    : anchor.getFullYear();
  const now = ctx.now();
  const sel = ctx.selectedDate;
  const monthName = dtf(locale, { month: 'long' });
  const monthLong = dtf(locale, { month: 'long', year: 'numeric' });
  const grid = useRef<HTMLDivElement>(null);
  useGridFocus(ctx, grid);
  const dateOf = (i: number) =>
    years ? new Date(base + i, anchor.getMonth(), 1) : new Date(base, i, 1);
  const active = years ? anchor.getFullYear() - base : anchor.getMonth();
  const rows = Array.from({ length: total / cols }, (_, r) => r);

  return (
    <div
      ref={grid}
      role="grid"
      tabIndex={-1}
      aria-label={ctx.title}
      data-slot={years ? 'years-grid' : 'year-grid'}
      className="rounded-md border border-border p-2 text-sm"
      onKeyDown={(e) => onGridKeyDown(e, ctx)}
      onClick={(e) => {
        const cell = (e.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
        if (cell) ctx.openNarrower(dateOf(Number(cell.dataset.index)));
      }}
    >
      {rows.map((r) => (
        <div
          key={r}
          role="row"
          className="grid gap-1"
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: cols }, (_, c) => {
            const i = r * cols + c;
            const d = dateOf(i);
            const current = years
              ? d.getFullYear() === now.getFullYear()
              : d.getMonth() === now.getMonth() && d.getFullYear() === now.getFullYear();
            const selected =
              !!sel &&
              sel.getFullYear() === d.getFullYear() &&
              (years || sel.getMonth() === d.getMonth());
            return (
              <div
                key={i}
                role="gridcell"
                tabIndex={i === active ? 0 : -1}
                data-index={i}
                data-current={current ? '' : undefined}
                aria-selected={selected}
                aria-label={years ? String(d.getFullYear()) : monthLong.format(d)}
                className={cellCls}
              >
                {years ? d.getFullYear() : monthName.format(d)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
