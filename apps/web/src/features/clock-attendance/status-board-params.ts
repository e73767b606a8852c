/**
 * The status board's view kept in the URL (`department_id`, `clock_status`, `date`) and the
 * `listCompanyEmployeeStatus` parameters it makes (decision 39): the counters read the
 * department's whole day, the table narrows it to the chosen status. A day before today is a
 * past view (how it ended); today, a future day or none is the live view.
 */
import type { QueryParams } from '@jornada/api-client';
import { clockStatuses, type ClockStatus } from './clock-status-badge.tsx';
import { companyToday, isDay } from './clock-time.ts';

/** Parameters of `listCompanyEmployeeStatus`. */
export type StatusParams = QueryParams<'listCompanyEmployeeStatus'>;

/** The board's view of a URL's search params. */
export interface BoardView {
  departmentId?: number;
  status?: ClockStatus;
  /** A past day ('YYYY-MM-DD'); absent for today, live. */
  date?: string;
}

/** Reads the view from the URL; unknown or malformed values are ignored. */
export function boardView(search: URLSearchParams, today: string = companyToday()): BoardView {
  const department = search.get('department_id');
  const status = search.get('clock_status');
  const date = search.get('date');
  return {
    ...(department && /^\d+$/.test(department) ? { departmentId: Number(department) } : {}),
    ...((clockStatuses as readonly string[]).includes(status ?? '')
      ? { status: status as ClockStatus }
      : {}),
    ...(isDay(date) && date < today ? { date } : {}),
  };
}

/** The view as URL search params (what the board writes back). */
export function boardSearch(view: BoardView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.departmentId) search.set('department_id', String(view.departmentId));
  if (view.status) search.set('clock_status', view.status);
  if (view.date) search.set('date', view.date);
  return search;
}

/** The counters' parameters: the department and the day, every status. */
export function countParams(view: BoardView): StatusParams {
  return {
    ...(view.departmentId ? { department_id: view.departmentId } : {}),
    ...(view.date ? { date: view.date } : {}),
  };
}

/** The table's parameters: the counters' and the chosen status. */
export function listParams(view: BoardView): StatusParams {
  return { ...countParams(view), ...(view.status ? { clock_status: view.status } : {}) };
}
