import { describe, expect, it } from 'vitest';
import { choosePlacement } from './placement.ts';

describe('given the open direction rule (40 px margin)', () => {
  it('opens below when more than the list height fits below', () => {
    expect(choosePlacement({ top: 500, bottom: 540 }, 900, 'auto', 300, 40, 40)).toEqual({
      side: 'bottom',
      height: 300,
    });
  });
  it('opens above when there is more room above, keeping the margin', () => {
    expect(choosePlacement({ top: 700, bottom: 740 }, 900, 'auto', 300, 40, 40)).toEqual({
      side: 'top',
      height: 300,
    });
    expect(choosePlacement({ top: 200, bottom: 240 }, 300, 'auto', 300, 40, 40)).toEqual({
      side: 'top',
      height: 160,
    });
  });
  it('stays below when below has at least as much room as above, cutting the height', () => {
    expect(choosePlacement({ top: 100, bottom: 140 }, 300, 'auto', 300, 40, 40)).toEqual({
      side: 'bottom',
      height: 120,
    });
  });
  it('honours a forced direction and never goes under one row', () => {
    expect(choosePlacement({ top: 850, bottom: 890 }, 900, 'below', 300, 40, 40)).toEqual({
      side: 'bottom',
      height: 40,
    });
    expect(choosePlacement({ top: 10, bottom: 50 }, 900, 'above', 300, 40, 40)).toEqual({
      side: 'top',
      height: 40,
    });
  });
});
