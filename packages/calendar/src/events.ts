import {
  addDays,
  dayDiff,
  dayKey,
  DAY_MINUTES,
  minutesOf,
  startOfDay,
  toDate,
} from './date-utils.ts';
import type { CalendarEvent } from './types.ts';

/** An event with parsed dates and a stable key. @internal */
export interface NormalizedEvent {
  key: string;
  index: number;
  source: CalendarEvent;
  start: Date;
  /** End; an end at exactly 00:00 of a later day is moved back one second. */
  end: Date;
}

/** One occurrence of an event on the calendar (recurring events have several). @internal */
export interface Occurrence {
  key: string;
  event: NormalizedEvent;
  start: Date;
  end: Date;
}

/** A piece of an occurrence inside one day, positioned in the time grid. @internal */
export interface Segment {
  occ: Occurrence;
  startMin: number;
  endMin: number;
  col: number;
  cols: number;
  first: boolean;
  last: boolean;
}

/** The events indexed by day for fast look-ups per visible range. @internal */
export interface EventIndex {
  byDay: Map<number, Occurrence[]>;
  repeating: NormalizedEvent[];
}

/** Stable key of a source event. */
export function eventKey(e: CalendarEvent, index: number): string {
  return e.id != null ? String(e.id) : `e${index}`;
}

/**
 * How the `end` of an all-day event is read. `'inclusive'`: the end day is
 * the event's last day (`start: '2025-11-04', end: '2025-11-05'` covers the
 * 4th and 5th). `'exclusive'`: the end is the day after the last one, as in
 * iCalendar's `DTEND` and FullCalendar (the same event covers the 4th only).
 */
export type AllDayEnd = 'inclusive' | 'exclusive';

/**
 * Parses the events and indexes them by day; invalid events are skipped.
 *
 * @param events - the calendar's events.
 * @param allDayEnd - how an all-day event's midnight `end` is read. @default 'inclusive'
 */
export function indexEvents(
  events: readonly CalendarEvent[],
  allDayEnd: AllDayEnd = 'inclusive',
): EventIndex {
  const inclusive = allDayEnd === 'inclusive';
  const byDay = new Map<number, Occurrence[]>();
  const repeating: NormalizedEvent[] = [];
  for (let i = 0; i < events.length; i++) {
    const source = events[i]!;
    const start = toDate(source.start);
    let end = toDate(source.end);
    if (!start || !end) continue;
    if (inclusive && source.allDay && end.getHours() === 0 && end.getMinutes() === 0)
      end = new Date(+end + 86_399_000); // an inclusive end day lasts to 23:59:59
    // an exclusive end (midnight of the day after) is moved back one second below
    if (end <= start) end = new Date(+start + 60_000);
    if (
      end.getHours() === 0 &&
      end.getMinutes() === 0 &&
      end.getSeconds() === 0 &&
      dayDiff(start, end) > 0
    )
      end = new Date(+end - 1000);
    const ev: NormalizedEvent = { key: eventKey(source, i), index: i, source, start, end };
    if (source.repeat) {
      repeating.push(ev);
      continue;
    }
    const occ: Occurrence = { key: ev.key, event: ev, start, end };
    const k0 = dayKey(start);
    if (k0 === dayKey(end)) {
      // fast path: most events start and end on the same day
      const list = byDay.get(k0);
      if (list) list.push(occ);
      else byDay.set(k0, [occ]);
      continue;
    }
    const days = dayDiff(start, end);
    for (let d = 0, day = startOfDay(start); d <= days; d++, day = addDays(day, 1)) {
      const k = dayKey(day);
      const list = byDay.get(k);
      if (list) list.push(occ);
      else byDay.set(k, [occ]);
    }
  }
  return { byDay, repeating };
}

function occursOn(ev: NormalizedEvent, day: Date, until: Date | null): boolean {
  const r = ev.source.repeat!;
  const diff = dayDiff(ev.start, day);
  if (diff < 0 || (until && day > until)) return false;
  switch (r.every) {
    case 'day':
      return true;
    case 'week': {
      const iso = day.getDay() || 7;
      return r.weekdays?.length ? r.weekdays.includes(iso) : diff % 7 === 0;
    }
    case 'month':
      return day.getDate() === ev.start.getDate();
    case 'year':
      return day.getDate() === ev.start.getDate() && day.getMonth() === ev.start.getMonth();
    default:
      return r.every > 0 && diff % r.every === 0;
  }
}

/**
 * The occurrences per day for `days` consecutive days from `from`; recurring
 * events are expanded only for these days.
 */
export function occurrencesByDay(index: EventIndex, from: Date, days: number): Occurrence[][] {
  const out: Occurrence[][] = [];
  for (let i = 0, day = startOfDay(from); i < days; i++, day = addDays(day, 1)) {
    const list = index.byDay.get(dayKey(day))?.slice() ?? [];
    for (const ev of index.repeating) {
      const until = toDate(ev.source.repeat!.until ?? null);
      // a multi-day occurrence may have started on an earlier day
      const span = dayDiff(ev.start, ev.end);
      for (let back = 0; back <= span; back++) {
        const startDay = addDays(day, -back);
        if (!occursOn(ev, startDay, until)) continue;
        const start = new Date(
          startDay.getFullYear(),
          startDay.getMonth(),
          startDay.getDate(),
          ev.start.getHours(),
          ev.start.getMinutes(),
          ev.start.getSeconds(),
        );
        const end = new Date(+start + (+ev.end - +ev.start));
        list.push({ key: `${ev.key}@${dayKey(startDay)}`, event: ev, start, end });
      }
    }
    list.sort((a, b) => +a.start - +b.start || +b.end - +a.end);
    out.push(list);
  }
  return out;
}

/**
 * Time-grid segments of one day's timed occurrences, overlapping ones laid
 * out side by side (columns within clusters of transitively overlapping events).
 */
export function layoutDay(day: Date, occs: readonly Occurrence[]): Segment[] {
  const k = dayKey(day);
  const segs: Segment[] = [];
  for (const occ of occs) {
    const first = dayKey(occ.start) === k;
    const last = dayKey(occ.end) === k;
    const startMin = first ? minutesOf(occ.start) : 0;
    const endMin = last ? Math.max(minutesOf(occ.end), startMin + 1) : DAY_MINUTES;
    segs.push({ occ, startMin, endMin, col: 0, cols: 1, first, last });
  }
  segs.sort((a, b) => a.startMin - b.startMin || b.endMin - a.endMin);
  let cluster: Segment[] = [];
  let colEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const s of cluster) s.cols = colEnds.length;
    cluster = [];
    colEnds = [];
  };
  for (const s of segs) {
    if (s.startMin >= clusterEnd) close();
    let col = colEnds.findIndex((end) => end <= s.startMin);
    if (col < 0) col = colEnds.push(0) - 1;
    colEnds[col] = s.endMin;
    s.col = col;
    cluster.push(s);
    clusterEnd = Math.max(clusterEnd, s.endMin);
  }
  close();
  return segs;
}

/** An event shown where it is being moved or resized to, before the change is committed. @internal */
export interface EventPreview {
  /** The occurrence as it is committed (its key identifies it). */
  occ: Occurrence;
  start: Date;
  end: Date;
}

/**
 * The per-day occurrence lists of `days` consecutive days from `from` with
 * `preview` applied: the occurrence keyed `preview.key` leaves its days and
 * shows on the days its new start and end cover (also when it came from
 * another period). Unchanged without a preview.
 */
export function withPreview(
  lists: Occurrence[][],
  from: Date,
  preview: EventPreview | null,
): Occurrence[][] {
  if (!preview) return lists;
  const key = preview.occ.key;
  const moved: Occurrence = { ...preview.occ, start: preview.start, end: preview.end };
  const first = dayKey(preview.start),
    last = dayKey(preview.end);
  return lists.map((list, i) => {
    const k = dayKey(addDays(from, i));
    const out = list.filter((o) => o.key !== key);
    if (k >= first && k <= last) {
      out.push(moved);
      out.sort((a, b) => +a.start - +b.start || +b.end - +a.end);
    }
    return out;
  });
}
