/**
 * Replaying a container's gate events into stays (docs/decisions/0023-container-tracking.md; a report for a past
 * day must see a container that has since left and come back where it was then).
 */
import { describe, expect, it } from 'vitest';
import { departuresIn, stayAt, yardStays, type GateEvent } from './yard-stays.ts';

const at = (iso: string) => new Date(iso);
const gateIn = (iso: string, terminalId = 1): GateEvent => ({
  event: 'gate_in',
  occurredAt: at(iso),
  terminalId,
});
const gateOut = (iso: string): GateEvent => ({
  event: 'gate_out',
  occurredAt: at(iso),
  terminalId: null,
});

describe('yard stays', () => {
  const events = [
    gateIn('2026-03-08T12:00:00Z', 2),
    gateOut('2026-02-10T12:00:00Z'),
    gateIn('2026-02-01T12:00:00Z'),
  ];
  const stamps = {
    arrivedAt: at('2026-03-08T12:00:00Z'),
    departedAt: at('2026-02-10T12:00:00Z'),
    terminalId: 2,
  };

  it('pairs each gate-in with the next gate-out, whatever order the events come in', () => {
    expect(yardStays(events, stamps)).toEqual([
      {
        arrivedAt: at('2026-02-01T12:00:00Z'),
        departedAt: at('2026-02-10T12:00:00Z'),
        terminalId: 1,
      },
      { arrivedAt: at('2026-03-08T12:00:00Z'), departedAt: null, terminalId: 2 },
    ]);
  });

  it('finds the stay of a past day, and none between the stays', () => {
    const stays = yardStays(events, stamps);
    expect(stayAt(stays, at('2026-02-05T00:00:00Z'))?.terminalId).toBe(1);
    expect(stayAt(stays, at('2026-03-01T00:00:00Z'))).toBeUndefined();
    expect(stayAt(stays, at('2026-03-09T00:00:00Z'))?.terminalId).toBe(2);
  });

  it('lists a departure in its range only', () => {
    const stays = yardStays(events, stamps);
    expect(
      departuresIn(stays, at('2026-02-10T00:00:00Z'), at('2026-02-11T00:00:00Z')),
    ).toHaveLength(1);
    expect(
      departuresIn(stays, at('2026-03-01T00:00:00Z'), at('2026-03-31T00:00:00Z')),
    ).toHaveLength(0);
  });

  it('takes the stored arrival and departure when no event recorded them', () => {
    const stays = yardStays([], {
      arrivedAt: at('2026-03-02T15:00:00Z'),
      departedAt: at('2026-03-05T02:00:00Z'),
      terminalId: null,
    });
    expect(stays).toEqual([
      {
        arrivedAt: at('2026-03-02T15:00:00Z'),
        departedAt: at('2026-03-05T02:00:00Z'),
        terminalId: null,
      },
    ]);
  });

  it('keeps a departure whose arrival was never known', () => {
    expect(
      yardStays([gateOut('2026-03-05T02:00:00Z')], {
        arrivedAt: null,
        departedAt: null,
        terminalId: null,
      }),
    ).toEqual([{ arrivedAt: null, departedAt: at('2026-03-05T02:00:00Z'), terminalId: null }]);
  });
});
