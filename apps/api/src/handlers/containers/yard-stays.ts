/**
 * A container's stays in the company's yards, replayed from its gate-in and
 * gate-out events (docs/decisions/0023-container-tracking.md),
 * so that a report for a past day sees where the container was then, not where
 * its latest arrival and departure put it. A container registered or imported
 * with an arrival and no gate-in event still counts: its stored `arrived_at`
 * and `departed_at` stand in for the events they were stamped from.
 */

/** A gate event as stored in `container_history`. */
export interface GateEvent {
  event: 'gate_in' | 'gate_out';
  occurredAt: Date;
  /** The terminal of a gate-in; null when not recorded. */
  terminalId: number | null;
}

/** One stay: from a gate-in to the following gate-out (open while `departedAt` is null). */
export interface YardStay {
  /** Null for a departure with no known arrival. */
  arrivedAt: Date | null;
  departedAt: Date | null;
  terminalId: number | null;
}

/** The container's own stamps, the fallback for events never recorded. */
export interface ContainerStamps {
  arrivedAt: Date | null;
  departedAt: Date | null;
  terminalId: number | null;
}

const sameInstant = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < 1000;

/**
 * The stays of one container in time order.
 * @param events - its gate events, in any order.
 * @param stamps - its `arrived_at`, `departed_at` and current terminal; an
 *   arrival or departure no event records is added as one.
 */
export function yardStays(events: readonly GateEvent[], stamps: ContainerStamps): YardStay[] {
  const all = [...events];
  const recorded = (kind: GateEvent['event'], at: Date) =>
    all.some((e) => e.event === kind && sameInstant(e.occurredAt, at));
  if (stamps.arrivedAt && !recorded('gate_in', stamps.arrivedAt))
    all.push({ event: 'gate_in', occurredAt: stamps.arrivedAt, terminalId: stamps.terminalId });
  if (stamps.departedAt && !recorded('gate_out', stamps.departedAt))
    all.push({ event: 'gate_out', occurredAt: stamps.departedAt, terminalId: null });
  // At the same instant a departure closes the earlier stay before an arrival opens the next.
  all.sort(
    (a, b) =>
      a.occurredAt.getTime() - b.occurredAt.getTime() ||
      (a.event === b.event ? 0 : a.event === 'gate_out' ? -1 : 1),
  );
  const stays: YardStay[] = [];
  let open: YardStay | null = null;
  for (const e of all) {
    if (e.event === 'gate_in') {
      // A second gate-in without a gate-out between them continues the same stay.
      if (!open) {
        open = { arrivedAt: e.occurredAt, departedAt: null, terminalId: e.terminalId };
        stays.push(open);
      }
    } else if (open) {
      open.departedAt = e.occurredAt;
      open = null;
    } else {
      stays.push({ arrivedAt: null, departedAt: e.occurredAt, terminalId: null });
    }
  }
  // The open stay is in the terminal the container is in now when its gate-in named none.
  if (open && open.terminalId === null) open.terminalId = stamps.terminalId;
  return stays;
}

/** The stay that holds the container at `instant` (arrived before it, not departed by it), if any. */
export function stayAt(stays: readonly YardStay[], instant: Date): YardStay | undefined {
  return stays.find(
    (s) =>
      s.arrivedAt !== null &&
      s.arrivedAt < instant &&
      (s.departedAt === null || s.departedAt >= instant),
  );
}

/** The stays that ended in [`from`, `to`) — either bound open when absent. */
export function departuresIn(stays: readonly YardStay[], from?: Date, to?: Date): YardStay[] {
  return stays.filter(
    (s) => s.departedAt !== null && (!from || s.departedAt >= from) && (!to || s.departedAt < to),
  );
}
