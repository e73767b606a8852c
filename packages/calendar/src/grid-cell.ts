/**
 * Where a grid cell sits, read from the DOM. A week has ~170 time cells, so
 * they carry no position attributes of their own (each attribute costs
 * render time): a time row holds its minute (`data-min`, −1 for the all-day
 * row), the time grid holds its visible days (`data-dates`, `YYYY-MM-DD`
 * separated by spaces) and splits per day (`data-splits`), and a cell's
 * place in its row gives its day and split. Month cells carry `data-date`
 * and `data-index`. @internal
 */
export interface CellPosition {
  /** The cell's local day at midnight. */
  date: Date;
  /** `YYYY-MM-DD` of that day. */
  iso: string;
  /** Index of the day among the visible days (month: among the 42 cells). */
  day: number;
  /** Minute of the day where the cell starts; −1 in the all-day row, null in a month cell. */
  min: number | null;
  /** Index of the day split (0 without splits). */
  split: number;
}

function parseDay(iso: string): Date {
  const [y, mo, d] = iso.split('-').map(Number);
  return new Date(y!, mo! - 1, d!);
}

/** The position of a gridcell of the time grid or the month view; null for anything else. @internal */
export function cellPosition(cell: HTMLElement): CellPosition | null {
  const own = cell.dataset.date;
  if (own)
    return { date: parseDay(own), iso: own, day: Number(cell.dataset.index), min: null, split: 0 };
  const row = cell.parentElement;
  const grid = row?.closest<HTMLElement>('[data-dates]');
  if (!row || !grid || row.dataset.min === undefined) return null;
  const min = Number(row.dataset.min);
  const perDay = min < 0 ? 1 : Number(grid.dataset.splits);
  // the row's first child is its header
  const i = Array.prototype.indexOf.call(row.children, cell) - 1;
  const iso = grid.dataset.dates!.split(' ')[Math.floor(i / perDay)];
  if (i < 0 || !iso) return null;
  return { date: parseDay(iso), iso, day: Math.floor(i / perDay), min, split: i % perDay };
}

/**
 * The time grid's cell for a day (`YYYY-MM-DD`), minute (−1: the all-day
 * cell) and split, under `root`; null when that cell is not shown. @internal
 */
export function cellAt(root: ParentNode, iso: string, min: number, split = 0): HTMLElement | null {
  const grid = root.querySelector<HTMLElement>('[data-dates]');
  const row = grid?.querySelector<HTMLElement>(`[role="row"][data-min="${min}"]`);
  const day = grid?.dataset.dates!.split(' ').indexOf(iso) ?? -1;
  if (!row || day < 0) return null;
  const perDay = min < 0 ? 1 : Number(grid!.dataset.splits);
  return (row.children[1 + day * perDay + split] as HTMLElement | undefined) ?? null;
}

/** True for a target inside a slot's "+N" list, which the grid's own handlers ignore. @internal */
export function inOverflowList(target: EventTarget | null): boolean {
  return !!(target as HTMLElement | null)?.closest?.('[data-slot="slot-more-list"]');
}
