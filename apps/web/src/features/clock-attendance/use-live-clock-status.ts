/**
 * The status board live over the socket (issue 18, decision 39: `clock.status`, pushed to the
 * company's staff on every check, break and correction): each event replaces its employee's row
 * in the cached `listCompanyEmployeeStatus` answers the board shows (added when it now matches
 * their filters, dropped when it no longer does), so the table and the counters change without a
 * refetch; an answer under way when the event came gets the event applied too, so it cannot
 * bring back the row from before it. When the socket opens again after a cut, the answers are refetched (events may have
 * been missed).
 */
import { clockInKeys, type ClockStatusPayload, type components } from '@jornada/api-client';
import { hashKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import type { StatusParams } from './status-board-params.ts';

type EmployeeClockStatus = components['schemas']['EmployeeClockStatus'];

/** `rows` with `event` applied under the answer's filters `params`. */
export function applyClockStatus(
  rows: EmployeeClockStatus[],
  event: ClockStatusPayload,
  params: StatusParams,
): EmployeeClockStatus[] {
  const { company_id: _company, ...row } = event;
  const matches =
    (params.department_id === undefined || row.department_id === params.department_id) &&
    (params.clock_status === undefined || row.clock_status === params.clock_status);
  const index = rows.findIndex((known) => known.employee.id === row.employee.id);
  if (index < 0) return matches ? [...rows, row] : rows;
  if (!matches) return rows.filter((_, i) => i !== index);
  return rows.map((known, i) => (i === index ? row : known));
}

/**
 * Applies `clock.status` events of company `companyId` to the answers of `views` while `live`
 * (today's board; a past day does not change), and calls `onEvent` with each one.
 */
export function useLiveClockStatus(
  companyId: number,
  views: StatusParams[],
  live: boolean,
  onEvent: (event: ClockStatusPayload) => void,
): void {
  const { queryClient, realtime } = useAppContext();
  const latest = useRef({ views, onEvent });
  latest.current = { views, onEvent };
  useEffect(() => {
    if (!realtime || !live) return;
    const stopStatus = realtime.subscribe('clock.status', (event) => {
      if (event.company_id !== companyId) return;
      latest.current.onEvent(event);
      const views = new Map(
        latest.current.views.map((params) => {
          const key = clockInKeys.listCompanyEmployeeStatus(companyId, params);
          return [JSON.stringify(key), { key, params }] as const;
        }),
      );
      for (const { key, params } of views.values()) {
        const apply = () =>
          queryClient.setQueryData<EmployeeClockStatus[]>(key, (old) =>
            old ? applyClockStatus(old, event, params) : old,
          );
        apply();
        // A fetch under way may answer from before the event: apply it again to that answer.
        if (queryClient.getQueryState(key)?.fetchStatus !== 'fetching') continue;
        const hash = hashKey(key);
        const stop = queryClient.getQueryCache().subscribe((change) => {
          if (change.type !== 'updated' || change.query.queryHash !== hash) return;
          if (change.action.type === 'success' || change.action.type === 'error') stop();
          if (change.action.type === 'success') apply();
        });
      }
    });
    const stopOpen = realtime.onOpen(
      () =>
        void queryClient.invalidateQueries({
          queryKey: [...clockInKeys.lists(), 'listCompanyEmployeeStatus'],
        }),
    );
    return () => {
      stopStatus();
      stopOpen();
    };
  }, [companyId, live, queryClient, realtime]);
}
