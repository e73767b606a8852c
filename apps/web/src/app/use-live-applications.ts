/**
 * Keeps a seeker's applications and invitations current without reloading (decision 0036):
 * when a notification about one of their applications or an invitation to a company's workforce
 * arrives over the socket (a status change, «te invita a su plantilla»), and whenever the socket
 * (re)connects, the application queries — invitations included — are refetched, so
 * /mis-postulaciones and /invitaciones never show a list older than the last notice.
 */
import { applicationsKeys } from '@jornada/api-client';
import { useEffect } from 'react';
import { useAppContext } from './app-context.ts';

/** Refetches the application queries on every application notification (see the module's comment). */
export function useLiveApplications(): void {
  const { queryClient, realtime } = useAppContext();
  useEffect(() => {
    if (!realtime) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: applicationsKeys.all });
    const stopEvents = realtime.subscribe('notification.created', (notification) => {
      const data = notification.data ?? {};
      if ('job_application_id' in data || 'company_invitation_id' in data) refresh();
    });
    const stopOpen = realtime.onOpen(refresh);
    return () => {
      stopEvents();
      stopOpen();
    };
  }, [queryClient, realtime]);
}
