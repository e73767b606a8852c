import { describe, expect, it } from 'vitest';
import { distanceM, shouldSend } from './use-position-sharing.ts';

const fix = (seconds: number, latitude = 21.1221, longitude = -101.6827) => ({
  latitude,
  longitude,
  recorded_at: new Date(Date.UTC(2026, 2, 5, 12, 0, seconds)).toISOString(),
});

describe("which fixes the driver's device sends", () => {
  it('measures distances in metres (about 111 m per 0.001° of latitude)', () => {
    expect(Math.round(distanceM(fix(0), fix(0, 21.1231)))).toBe(111);
  });

  it('sends the first fix, then one at least 10 s and 25 m after the last one sent', () => {
    expect(shouldSend(null, fix(0))).toBe(true);
    expect(shouldSend(fix(0), fix(5, 21.1241))).toBe(false); // 222 m but 5 s
    expect(shouldSend(fix(0), fix(15, 21.1222))).toBe(false); // 15 s but 11 m
    expect(shouldSend(fix(0), fix(15, 21.1241))).toBe(true);
  });

  it('given a stopped unit, still sends a fix every 60 s', () => {
    expect(shouldSend(fix(0), fix(59))).toBe(false);
    expect(shouldSend(fix(0), fix(60))).toBe(true);
  });
});
