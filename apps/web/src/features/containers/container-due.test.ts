import type { components } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { daysInYard, nextCall } from './container-due.ts';

type ContainerCall = components['schemas']['ContainerCall'];
type Container = components['schemas']['Container'];

const call = (id: number, scheduled_at: string, status: ContainerCall['status']) =>
  ({ id, scheduled_at, status }) as ContainerCall;
const now = new Date('2026-03-10T12:00:00Z');

describe('given a container’s calls and arrival', () => {
  it('when some calls are past, attended or cancelled → the next is the earliest open one ahead', () => {
    const calls = [
      call(1, '2026-03-09T10:00:00Z', 'confirmada'),
      call(2, '2026-03-12T10:00:00Z', 'cancelada'),
      call(3, '2026-03-13T10:00:00Z', 'solicitada'),
      call(4, '2026-03-11T10:00:00Z', 'confirmada'),
    ];
    expect(nextCall(calls, now)?.id).toBe(4);
    expect(nextCall([calls[0]!, calls[1]!], now)).toBeNull();
  });

  it('when it sits in the yard → whole days since it arrived; elsewhere → null', () => {
    const yard = { status: 'en_patio', arrived_at: '2026-03-04T19:00:00Z' } as Container;
    expect(daysInYard(yard, now)).toBe(5);
    expect(daysInYard({ ...yard, status: 'en_ruta' }, now)).toBeNull();
    expect(daysInYard({ ...yard, arrived_at: null }, now)).toBeNull();
  });
});
