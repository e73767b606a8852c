/**
 * The signed-in employee's clock-in as data (docs/decisions/0020-clock-in.md): loading it from the device first
 * (so the page opens offline), the last 14 days of history, and the employee's time zone and day.
 */
import {
  getMyClockInQueryOptions,
  listEmployeeAttendancesQueryOptions,
  type JornadaClient,
} from '@jornada/api-client';
import { onlineManager } from '@tanstack/react-query';
import type { AppContext } from '../../app/app-context.ts';
import type { ClockerEmployee } from './clock-state.ts';
import { addDays, dayIn, defaultTimeZone } from './format.ts';
import { myClockCache } from './offline-cache.ts';

/** Days of history shown, today included. */
export const historyDays = 14;

/** The employee's time zone: their shift's, else Mexico City. */
export function timeZoneOf(employee: Pick<ClockerEmployee, 'current_shift'> | undefined): string {
  return employee?.current_shift?.timezone ?? defaultTimeZone;
}

/** The history query of the last {@link historyDays} days up to `today`. */
export function historyQueryOptions(api: JornadaClient, employeeId: number, today: string) {
  return listEmployeeAttendancesQueryOptions(api, employeeId, {
    from: addDays(today, -(historyDays - 1)),
    to: today,
    per_page: 50,
  });
}

/**
 * Loads the page's data for a loader: the saved copy first; with it (or offline) the page
 * renders at once and refreshes in the background, else it waits for the server. A caller who
 * is no employee (404) gets the page's explanation, not an error screen.
 */
export async function loadMyClock(context: AppContext, userId: number): Promise<void> {
  const { api, queryClient } = context;
  myClockCache.restore(queryClient, userId);
  const me = getMyClockInQueryOptions(api);
  if (!queryClient.getQueryData(me.queryKey) && onlineManager.isOnline())
    await queryClient.prefetchQuery(me);
  const employee = queryClient.getQueryData(me.queryKey);
  if (employee && onlineManager.isOnline()) {
    const history = historyQueryOptions(api, employee.id, dayIn(timeZoneOf(employee)));
    if (!queryClient.getQueryData(history.queryKey)) await queryClient.prefetchQuery(history);
  }
}
