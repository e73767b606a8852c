/**
 * The seeker's pages kept on the device (decision 0026), with the app's one
 * mechanism (app/offline-query-cache.ts): saved vacancies (`listBookmarks`), applications
 * (`listUserJobApplications`), interviews (`listUserInterviews`), the profile the CV is made of
 * (`getUserProfile`) and the vacancies opened (`getVacancy`), per user, so /mis-favoritos,
 * /mis-postulaciones, /entrevistas, /mi-cv and a vacancy open without a connection after a first
 * visit.
 */
import type { Query } from '@tanstack/react-query';
import { offlineQueryCache } from '../../app/offline-query-cache.ts';

/** The operations whose answers the seeker's offline pages read. */
export const seekerOfflineOperations = [
  'listBookmarks',
  'listUserJobApplications',
  'listUserInterviews',
  'getUserProfile',
  'getVacancy',
] as const;

/** Whether a query is one of the seeker's pages kept offline (`[domain, kind, operation, …]`). */
export function isSeekerOfflineQuery(query: Pick<Query, 'queryKey'>): boolean {
  const operation = (query.queryKey as readonly unknown[])[2];
  return (seekerOfflineOperations as readonly unknown[]).includes(operation);
}

/** The signed-in seeker's kept answers, per user id. */
export const seekerCache = offlineQueryCache<number>({
  key: (userId) => `jornada.seeker.cache.v1.${userId}`,
  keeps: isSeekerOfflineQuery,
});
