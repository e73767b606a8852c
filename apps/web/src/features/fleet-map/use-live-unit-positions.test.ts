import { describe, expect, it } from 'vitest';
import { aPosition, aPositionEvent, aUnitLocation } from '../../test/fleet-fixtures.ts';
import { applyUnitPosition, withFix } from './use-live-unit-positions.ts';

const at = (minute: number) => `2026-03-05T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('a pushed unit.position', () => {
  it("replaces its unit's row (status and fix) and keeps the others", () => {
    const other = aUnitLocation({ unit: { id: 31, economic_number: 'T-031', plate: 'X' } });
    const next = applyUnitPosition(
      [aUnitLocation({ position: aPosition({ recorded_at: at(1) }) }), other],
      aPositionEvent({
        status: 'disponible',
        position: aPosition({ recorded_at: at(2), speed_kmh: 0 }),
      }),
    );
    expect(next[0]).toMatchObject({ status: 'disponible', position: { speed_kmh: 0 } });
    expect(next[1]).toBe(other);
  });

  it('given a fix older than the one shown (queued offline), leaves the row alone', () => {
    const list = [aUnitLocation({ position: aPosition({ recorded_at: at(5) }) })];
    expect(
      applyUnitPosition(list, aPositionEvent({ position: aPosition({ recorded_at: at(3) }) })),
    ).toBe(list);
  });

  it('puts a late fix in its place in the track, once', () => {
    const track = [aPosition({ recorded_at: at(1) }), aPosition({ recorded_at: at(5) })];
    const late = aPosition({ recorded_at: at(3) });
    expect(withFix(track, late).map((fix) => fix.recorded_at)).toEqual([at(1), at(3), at(5)]);
    expect(withFix(track, aPosition({ recorded_at: at(5) }))).toBe(track);
  });
});
