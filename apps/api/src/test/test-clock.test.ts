import { describe, expect, it } from 'vitest';
import { runClockOffset, runClockStart } from './test-clock.ts';

// Mexico City is UTC−6 all year (no daylight saving since 2022).
const at = (iso: string) => Date.parse(iso);

describe('the test run clock', () => {
  it('leaves a daytime run on the real time', () => {
    expect(runClockStart(at('2026-12-02T18:00:12Z'))).toBe(at('2026-12-02T18:00:12Z'));
    expect(runClockStart(at('2026-12-03T03:29:00Z'))).toBe(at('2026-12-03T03:29:00Z'));
  });

  it('moves a run that starts at 23:59 local back to 21:00 of the same local day', () => {
    expect(runClockStart(at('2026-12-02T05:59:39Z'))).toBe(at('2026-12-02T03:00:00Z'));
  });

  it('moves a run that starts just after local midnight back to 21:00 of the day before', () => {
    expect(runClockStart(at('2026-12-02T06:10:05Z'))).toBe(at('2026-12-02T03:00:00Z'));
  });

  it('starts at TEST_CLOCK when it is given, and refuses one that is not an instant', () => {
    const now = at('2026-12-02T18:00:00Z');
    expect(runClockOffset({ TEST_CLOCK: '2026-12-02T15:00:00Z' }, now)).toBe(-3 * 3600_000);
    expect(runClockOffset({}, now)).toBe(0);
    expect(() => runClockOffset({ TEST_CLOCK: 'mañana' }, now)).toThrow(/TEST_CLOCK/);
  });
});
