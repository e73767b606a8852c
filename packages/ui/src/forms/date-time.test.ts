import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso } from './date-time.ts';

describe('isoToLocalInput / localInputToIso', () => {
  it('given a local input value → round-trips through ISO', () => {
    for (const local of ['2025-03-01T12:30', '2024-12-31T23:59', '2026-07-04T00:00']) {
      expect(isoToLocalInput(localInputToIso(local))).toBe(local);
    }
  });

  it('given an ISO instant → the same instant in local time', () => {
    const iso = '2025-03-01T18:30:00.000Z';
    expect(new Date(isoToLocalInput(iso)).getTime()).toBe(new Date(iso).getTime());
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
  });

  it('given empty or invalid values → an empty string', () => {
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('mañana')).toBe('');
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('2025-03-01')).toBe('');
    expect(localInputToIso('2025-13-45T99:99')).toBe('');
  });
});
