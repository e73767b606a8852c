import { describe, expect, it } from 'vitest';
import {
  addDays,
  companyInputToIso,
  companyToday,
  isoToCompanyInput,
  weekOf,
} from './clock-time.ts';

describe('clock-time: the company zone (America/Mexico_City)', () => {
  it('given an instant → its datetime-local value in Mexico City, whatever the zone of the machine', () => {
    expect(isoToCompanyInput('2026-03-05T14:05:00Z')).toBe('2026-03-05T08:05');
    expect(isoToCompanyInput('2026-03-06T03:30:00Z')).toBe('2026-03-05T21:30');
    expect(isoToCompanyInput(null)).toBe('');
    expect(isoToCompanyInput('no es fecha')).toBe('');
  });

  it('given a datetime-local value typed in Mexico City → the instant in UTC', () => {
    expect(companyInputToIso('2026-03-05T08:05')).toBe('2026-03-05T14:05:00.000Z');
    expect(companyInputToIso('2026-03-05T21:30')).toBe('2026-03-06T03:30:00.000Z');
    // Before 2022 Mexico City kept daylight saving time (UTC−5 in summer).
    expect(companyInputToIso('2021-07-01T08:00')).toBe('2021-07-01T13:00:00.000Z');
    expect(companyInputToIso('')).toBe('');
  });

  it('given a day → the days around it and its Monday-to-Sunday week', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekOf('2026-03-05')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekOf('2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekOf('2026-03-02')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
  });

  it('given an instant after midnight UTC but before it in Mexico City → the day before', () => {
    expect(companyToday(new Date('2026-03-06T03:00:00Z'))).toBe('2026-03-05');
  });
});
