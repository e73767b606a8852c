import { describe, expect, it } from 'vitest';
import { release, shouldReport } from './monitoring.ts';

describe('error reporting filter', () => {
  it('does not send errors with a status from 300 to 499', () => {
    for (const status of [300, 301, 401, 404, 422, 499])
      expect(shouldReport({ status })).toBe(false);
  });
  it('sends errors with a 5xx status, no status, or a network failure (status null)', () => {
    for (const error of [
      { status: 500 },
      { status: 503 },
      new Error('x'),
      { status: null },
      null,
    ]) {
      expect(shouldReport(error)).toBe(true);
    }
  });
  it('labels reports with release v1.9.0', () => {
    expect(release).toBe('v1.9.0');
  });
});
