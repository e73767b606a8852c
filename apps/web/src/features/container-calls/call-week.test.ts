import type { components } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { callEvent, weekRange } from './call-week.ts';

describe('given the calls calendar’s week', () => {
  it('when the day is a Wednesday or a Sunday → Monday to Sunday of its week', () => {
    expect(weekRange(new Date(2026, 2, 4))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekRange(new Date(2026, 2, 8))).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekRange(new Date(2026, 2, 9))).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('when a call is shown → an hour-long event titled by type and container', () => {
    const event = callEvent({
      id: 7,
      scheduled_at: '2026-03-06T15:00:00Z',
      type: 'entrega',
      status: 'confirmada',
      container: { id: 1, number: 'CSQU3054383' },
      terminal: { id: 9, name: 'Patio Manzanillo', code: 'MZO-01' },
    } as components['schemas']['ContainerCall']);
    expect(event.title).toBe('Entrega · CSQU3054383');
    expect((event.end as Date).getTime() - (event.start as Date).getTime()).toBe(3_600_000);
  });
});
