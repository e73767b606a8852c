/**
 * The clock-in pages kept on the device (decision 39), with the app's one
 * mechanism (app/offline-query-cache.ts): the signed-in employee's `getMyClockIn` and history
 * (per user), and the personal links' `getClockLink` answers, so /mi-asistencia and /checar open
 * offline after a first visit. The personal link's QR (`getEmployeeClockInUrl`) is never kept.
 */
import { clockInKeys } from '@jornada/api-client';
import type { Query } from '@tanstack/react-query';
import { offlineQueryCache } from '../../app/offline-query-cache.ts';

const operationOf = (query: Pick<Query, 'queryKey'>) => {
  const [domain, , operation] = query.queryKey as readonly unknown[];
  return domain === clockInKeys.all[0] ? operation : null;
};

/** Whether a query is part of the employee's clock-in kept offline. */
export function isMyClockQuery(query: Pick<Query, 'queryKey'>): boolean {
  const operation = operationOf(query);
  return operation === 'getMyClockIn' || operation === 'listEmployeeAttendances';
}

/** The signed-in employee's clock-in, per user id. */
export const myClockCache = offlineQueryCache<number>({
  key: (userId) => `jornada.clock.cache.v1.${userId}`,
  keeps: isMyClockQuery,
});

/** The personal links' answers (one key for the device). */
export const linkClockCache = offlineQueryCache<'device'>({
  key: () => 'jornada.clock-link.cache.v1',
  keeps: (query) => operationOf(query) === 'getClockLink',
});
