import { clockInKeys, createJornadaClient } from '@jornada/api-client';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { AppContextProvider, type AppContext } from '../../app/app-context.ts';
import { createRealtimeHub } from '../../app/realtime-hub.ts';
import { aClockStatusEvent, anEmployeeStatus } from '../../test/clock-attendance-fixtures.ts';
import { memorySession } from '../../test/render-route.tsx';
import { applyClockStatus, useLiveClockStatus } from './use-live-clock-status.ts';

const rosa = anEmployeeStatus();
const juan = anEmployeeStatus({ employee: { id: 78, name: 'Juan Pérez Ruiz' } });

describe('applyClockStatus', () => {
  it('given the employee in the list → their row is replaced, without the company', () => {
    const rows = applyClockStatus([rosa, juan], aClockStatusEvent(), {});
    expect(rows.map((row) => row.clock_status)).toEqual(['en_receso', 'en_turno']);
    expect(rows[0]).not.toHaveProperty('company_id');
  });

  it('given an employee not in the list → added when they match its filters, else left out', () => {
    const newcomer = aClockStatusEvent({ employee: { id: 90, name: 'Sofía Ríos Díaz' } });
    expect(applyClockStatus([rosa], newcomer, {})).toHaveLength(2);
    expect(applyClockStatus([rosa], newcomer, { department_id: 5 })).toHaveLength(1);
    expect(applyClockStatus([rosa], newcomer, { clock_status: 'retardo' })).toHaveLength(1);
  });

  it('given a list of one status → an employee who leaves it leaves the list', () => {
    expect(
      applyClockStatus([rosa, juan], aClockStatusEvent(), { clock_status: 'en_turno' }),
    ).toEqual([juan]);
  });
});

describe('useLiveClockStatus', () => {
  function setUp() {
    const context: AppContext = {
      api: createJornadaClient({ retry: false }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      session: memorySession(null),
      realtime: createRealtimeHub(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppContextProvider value={context}>{children}</AppContextProvider>
    );
    return { context, wrapper };
  }

  it("given today's answers and a past day's → an event changes today's only", async () => {
    const { context, wrapper } = setUp();
    const today = clockInKeys.listCompanyEmployeeStatus(3, {});
    const past = clockInKeys.listCompanyEmployeeStatus(3, { date: '2026-03-02' });
    context.queryClient.setQueryData(today, [rosa]);
    context.queryClient.setQueryData(past, [rosa]);
    const heard: string[] = [];
    await renderHook(() => useLiveClockStatus(3, true, (e) => heard.push(e.clock_status)), {
      wrapper,
    });
    context.realtime!.dispatch('clock.status', aClockStatusEvent());
    context.realtime!.dispatch('clock.status', aClockStatusEvent({ company_id: 8 }));
    expect(context.queryClient.getQueryData<(typeof rosa)[]>(today)?.[0]?.clock_status).toBe(
      'en_receso',
    );
    expect(context.queryClient.getQueryData<(typeof rosa)[]>(past)?.[0]?.clock_status).toBe(
      'en_turno',
    );
    expect(heard).toEqual(['en_receso']);
  });

  it('given an answer requested before an event and arriving after it → the event is applied to it too', async () => {
    const { context, wrapper } = setUp();
    const key = clockInKeys.listCompanyEmployeeStatus(3, {});
    context.queryClient.setQueryData(key, [rosa]);
    await renderHook(() => useLiveClockStatus(3, false, () => {}), { wrapper });
    let answer: (rows: (typeof rosa)[]) => void = () => {};
    const fetching = context.queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<(typeof rosa)[]>((resolve) => (answer = resolve)),
      staleTime: 0,
    });
    context.realtime!.dispatch('clock.status', aClockStatusEvent());
    answer([rosa, juan]);
    await fetching;
    expect(
      context.queryClient.getQueryData<(typeof rosa)[]>(key)?.map((row) => row.clock_status),
    ).toEqual(['en_receso', 'en_turno']);
  });
});
