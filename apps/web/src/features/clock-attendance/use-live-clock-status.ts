/**
 * The status board live over the socket (decision 39: `clock.status`, pushed to the
 * company's staff on every check, break and correction): each event replaces its employee's row
 * in every cached `listCompanyEmployeeStatus` answer of today (added when it now matches the
 * answer's filters, dropped when it no longer does), so the table and the counters change
 * without a refetch. An answer fetched while events arrived may predate them: the events that
 * came after its request began are applied to it again. When the socket opens again after a
 * cut, the answers are refetched (events may have been missed).
 */
import { clockInKeys, type ClockStatusPayload, type components } from '@jornada/api-client';
import { useEffect, useRef } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import type { StatusParams } from './status-board-params.ts';

type EmployeeClockStatus = components['schemas']['EmployeeClockStatus'];

/** How long an event is kept to be applied again to an answer that predates it, in ms. */
const keepEventsMs = 120_000;

const statusLists = [...clockInKeys.lists(), 'listCompanyEmployeeStatus'] as const;

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

/** The filters of a status answer's key when it is today's of company `companyId`, else null. */
function todaysParams(key: QueryKey, companyId: number): StatusParams | null {
  if (!statusLists.every((part, i) => key[i] === part)) return null;
  const { companyId: id, ...params } = (key[3] ?? {}) as StatusParams & { companyId?: number };
  return id === companyId && params.date === undefined ? params : null;
}

/**
 * Applies `clock.status` events of company `companyId` to today's cached status answers while
 * mounted, and calls `onEvent` with each one while `live` (a past day is on screen otherwise).
 */
export function useLiveClockStatus(
  companyId: number,
  live: boolean,
  onEvent: (event: ClockStatusPayload) => void,
): void {
  const { queryClient, realtime } = useAppContext();
  const latest = useRef({ live, onEvent });
  latest.current = { live, onEvent };
  useEffect(() => {
    if (!realtime) return;
    const recent: Array<{ at: number; event: ClockStatusPayload }> = [];
    const requested = new Map<string, number>();
    const applyAll = (key: QueryKey, params: StatusParams, events: ClockStatusPayload[]) =>
      queryClient.setQueryData<EmployeeClockStatus[]>(key, (old) =>
        old ? events.reduce((rows, event) => applyClockStatus(rows, event, params), old) : old,
      );

    const stopEvents = realtime.subscribe('clock.status', (event) => {
      if (event.company_id !== companyId) return;
      const now = Date.now();
      recent.push({ at: now, event });
      while (recent.length > 0 && recent[0]!.at < now - keepEventsMs) recent.shift();
      for (const query of queryClient.getQueryCache().findAll({ queryKey: statusLists })) {
        const params = todaysParams(query.queryKey, companyId);
        if (params) applyAll(query.queryKey, params, [event]);
      }
      if (latest.current.live) latest.current.onEvent(event);
    });
    const stopAnswers = queryClient.getQueryCache().subscribe((change) => {
      if (change.type !== 'updated') return;
      const { query, action } = change;
      const params = todaysParams(query.queryKey, companyId);
      if (!params) return;
      if (action.type === 'fetch') requested.set(query.queryHash, Date.now());
      if (action.type === 'error') requested.delete(query.queryHash);
      if (action.type !== 'success' || action.manual) return;
      // A request begun before this subscription began before every event known here.
      const since = requested.get(query.queryHash) ?? 0;
      requested.delete(query.queryHash);
      const missed = recent.filter((item) => item.at >= since);
      if (missed.length > 0)
        applyAll(
          query.queryKey,
          params,
          missed.map((item) => item.event),
        );
    });
    const stopOpen = realtime.onOpen(
      () => void queryClient.invalidateQueries({ queryKey: statusLists }),
    );
    return () => {
      stopEvents();
      stopAnswers();
      stopOpen();
    };
  }, [companyId, queryClient, realtime]);
}
