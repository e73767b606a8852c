/**
 * The planning calendar's model (decision 39): shift assignments of departments
 * and employees turned into the calendar's day splits and weekly recurring events. Which
 * assignment shows on a day follows the server's rule (apps/api `effective-shifts.ts`): an
 * employee's own assignment covering the day wins over their department's, and of several
 * covering the day the one that started last wins; a shift works only on its weekdays.
 */
import type { CalendarEvent, DaySplit } from '@jornada/calendar';
import type { components } from '@jornada/api-client';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { addDays, endsNextDay } from './clock-time.ts';

type Shift = components['schemas']['Shift'];

/** Whom an assignment (and a split) belongs to. */
export type OwnerKind = 'department' | 'employee';

/** A shift assigned to a department or an employee between two days. */
export interface Assignment {
  kind: OwnerKind;
  ownerId: number;
  ownerName: string;
  shiftId: number;
  shiftName: string;
  /** First day, 'YYYY-MM-DD'. */
  startsOn: string;
  /** Last day, included; null: no end. */
  endsOn: string | null;
}

/** Days during which one assignment is the one that applies. */
export interface Span {
  assignment: Assignment;
  /** First day, 'YYYY-MM-DD'. */
  from: string;
  /** Last day, included; null: no end. */
  to: string | null;
}

/** A column of the calendar: a department or an employee. */
export interface Owner {
  kind: OwnerKind;
  id: number;
  name: string;
}

/** What a calendar event stands for. */
export interface PlannedEvent {
  span: Span;
  /** The split (owner) it is shown in. */
  owner: Owner;
  /** Shown in an employee's split but assigned to their department. */
  inherited: boolean;
}

/** The id of an owner's split, 'department-4' or 'employee-77'. */
export function splitId(owner: Pick<Owner, 'kind' | 'id'>): string {
  return `${owner.kind}-${owner.id}`;
}

/** A stable key of an assignment. */
export function assignmentKey(a: Assignment): string {
  return `${a.kind}:${a.ownerId}:${a.shiftId}:${a.startsOn}`;
}

const covers = (a: Assignment, day: string) =>
  a.startsOn <= day && (a.endsOn === null || a.endsOn >= day);

/** Of the assignments covering `day`, the one that started last. */
function latestCovering(list: readonly Assignment[], day: string): Assignment | undefined {
  let best: Assignment | undefined;
  for (const a of list) if (covers(a, day) && (!best || a.startsOn > best.startsOn)) best = a;
  return best;
}

/**
 * The spans of the assignments that apply, from layers in priority order (an employee's own,
 * then their department's): for each day, the first layer with an assignment covering it wins.
 */
export function effectiveSpans(layers: ReadonlyArray<readonly Assignment[]>): Span[] {
  const edges = new Set<string>();
  for (const layer of layers)
    for (const a of layer) {
      edges.add(a.startsOn);
      if (a.endsOn) edges.add(addDays(a.endsOn, 1));
    }
  const days = [...edges].sort();
  const spans: Span[] = [];
  days.forEach((from, i) => {
    const next = days[i + 1];
    let winner: Assignment | undefined;
    for (const layer of layers) if ((winner = latestCovering(layer, from))) break;
    const last = spans.at(-1);
    if (!winner) return;
    const to = next ? addDays(next, -1) : null;
    if (last && last.assignment === winner && last.to !== null && addDays(last.to, 1) === from)
      last.to = to;
    else spans.push({ assignment: winner, from, to });
  });
  return spans;
}

/** The calendar's splits and events, and what each event stands for by its id. */
export interface PlanningCalendar {
  splits: DaySplit[];
  events: CalendarEvent[];
  planned: Map<string, PlannedEvent>;
}

/**
 * The calendar of `owners` (one split each, in order).
 * @param own - assignments of each owner, by owner id.
 * @param inherited - for employees: their department's assignments, shown where none of their
 *   own applies, not draggable.
 * @param shifts - the company's shifts (times, weekdays, colour); assignments of an unknown shift
 *   are left out.
 */
export function planningCalendar(
  owners: readonly Owner[],
  own: ReadonlyMap<number, readonly Assignment[]>,
  shifts: readonly Shift[],
  inherited: ReadonlyMap<number, readonly Assignment[]> = new Map(),
): PlanningCalendar {
  const byId = new Map(shifts.map((s) => [s.id, s]));
  const planned = new Map<string, PlannedEvent>();
  const events: CalendarEvent[] = [];
  for (const owner of owners) {
    const split = splitId(owner);
    const spans = effectiveSpans([own.get(owner.id) ?? [], inherited.get(owner.id) ?? []]);
    for (const span of spans) {
      const shift = byId.get(span.assignment.shiftId);
      if (!shift) continue;
      const isInherited = span.assignment.kind !== owner.kind;
      const id = `${split}|${assignmentKey(span.assignment)}|${span.from}`;
      planned.set(id, { span, owner, inherited: isInherited });
      const endDay = endsNextDay(shift.start_time, shift.end_time)
        ? addDays(span.from, 1)
        : span.from;
      events.push({
        id,
        title: shift.name,
        start: `${span.from} ${shift.start_time}`,
        end: `${endDay} ${shift.end_time}`,
        split,
        repeat: { every: 'week', weekdays: shift.weekdays, ...(span.to ? { until: span.to } : {}) },
        class: isInherited ? `jr-shift-${shift.id} jr-shift-inherited` : `jr-shift-${shift.id}`,
        ...(isInherited ? { content: clockPlanMessages.planning.inherited, draggable: false } : {}),
      });
    }
  }
  return {
    splits: owners.map((owner) => ({ id: splitId(owner), label: owner.name })),
    events,
    planned,
  };
}

/** The event id of a calendar element's `data-event-key` (a recurring occurrence adds '@day'). */
export function eventIdOfKey(key: string): string {
  return key.split('@')[0] ?? key;
}
