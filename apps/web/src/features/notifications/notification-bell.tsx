import {
  markNotificationReadMutationOptions,
  notificationCountQueryOptions,
  notificationsQueryOptions,
} from '@jornada/api-client';
import {
  Badge,
  Button,
  formatDateTime,
  IconButton,
  Popover,
  PopoverContent,
  PopoverTrigger,
} from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { notificationMessages as messages } from '../../messages/notification-messages.ts';

/** «Escuchar», loaded when the list first opens (it stays off the first load of every page). */
const ListenButton = lazy(async () => ({
  default: (await import('../../voice/listen-button.tsx')).ListenButton,
}));

const m = messages.notifications;

/**
 * The notifications bell of the signed-in header: unread count on the
 * button, the latest notifications in a popover, mark-as-read, and a link to
 * each notification's target. Counts refresh in real time (app/realtime.ts).
 */
export function NotificationBell() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = useQuery(notificationCountQueryOptions(api));
  const list = useQuery({ ...notificationsQueryOptions(api, { per_page: 10 }), enabled: open });
  const markRead = useMutation(markNotificationReadMutationOptions(api, queryClient));
  const unread = count.data?.unread ?? 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <IconButton label={m.button(unread)} variant="ghost" className="relative">
          <Bell aria-hidden="true" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 text-danger-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </IconButton>
      </PopoverTrigger>
      <PopoverContent align="end" aria-labelledby={titleId} className="w-80 p-0">
        <h2 id={titleId} className="border-b border-border px-4 py-3 text-sm font-semibold">
          {m.title}
        </h2>
        {list.data && list.data.data.length === 0 ? (
          <p className="px-4 py-6 text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-border overflow-y-auto">
            {(list.data?.data ?? []).map((notification) => (
              <li key={notification.id} className="grid gap-1 px-4 py-3">
                <div className="flex items-start justify-between gap-2">
                  <button
                    type="button"
                    className="text-left text-sm font-medium hover:underline"
                    onClick={() => {
                      if (!notification.read_at)
                        markRead.mutate({ notificationId: notification.id, read: true });
                      setOpen(false);
                      if (notification.url?.startsWith('/')) void navigate(notification.url);
                    }}
                  >
                    {notification.title}
                  </button>
                  {notification.read_at ? null : <Badge variant="secondary">{m.unread}</Badge>}
                </div>
                {notification.body ? (
                  <p className="text-sm text-muted-foreground">{notification.body}</p>
                ) : null}
                <div className="flex items-center justify-between gap-2">
                  <time
                    dateTime={notification.created_at}
                    className="text-xs text-muted-foreground"
                  >
                    {formatDateTime(notification.created_at)}
                  </time>
                  <Suspense fallback={null}>
                    <ListenButton
                      label={notification.title}
                      text={[notification.title, notification.body].filter(Boolean).join('. ')}
                    />
                  </Suspense>
                  {notification.read_at ? null : (
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto px-0"
                      onClick={() =>
                        markRead.mutate({ notificationId: notification.id, read: true })
                      }
                    >
                      {m.markRead}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
