/**
 * Keeps the interview lists of a screen (the company's calendar, the seeker's /mis-entrevistas) current without reloading (docs/decisions/0028-applications-pipeline.md): when a
 * notification about an interview arrives over the socket (the candidate confirmed, rejected or
 * asked for another time — apps/api/src/handlers/recruiting/interview-notices.ts), the interview queries
 * are refetched.
 */
import { interviewsKeys } from '@jornada/api-client';
import { useEffect } from 'react';
import { useAppContext } from './app-context.ts';

/** Refetches the interview queries on every interview notification (see the module's comment). */
export function useLiveInterviews(): void {
  const { queryClient, realtime } = useAppContext();
  useEffect(() => {
    if (!realtime) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: interviewsKeys.all });
    const stopEvents = realtime.subscribe('notification.created', (notification) => {
      if (notification.data && 'interview_id' in notification.data) refresh();
    });
    const stopOpen = realtime.onOpen(refresh);
    return () => {
      stopEvents();
      stopOpen();
    };
  }, [queryClient, realtime]);
}
