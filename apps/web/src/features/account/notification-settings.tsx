import {
  listNotificationSettingsQueryOptions,
  notificationsKeys,
  updateNotificationSettingMutationOptions,
  type components,
} from '@jornada/api-client';
import { Label, Skeleton, Switch } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';

type Setting = components['schemas']['NotificationSetting'];
const key = notificationsKeys.listNotificationSettings();

/** The notification switches of /ajustes (`GET /api/v1/notifications`, `PUT …/{id}` with `active`); each change says how it went in a toast. */
export function NotificationSettings() {
  const { api, queryClient } = useAppContext();
  const settings = useQuery(listNotificationSettingsQueryOptions(api));
  const feedback = useActionFeedback();
  const toggle = useMutation({
    ...updateNotificationSettingMutationOptions(api, queryClient),
    onMutate: ({ notificationSettingId, active }) =>
      queryClient.setQueryData<Setting[]>(key, (list) =>
        list?.map((s) => (s.id === notificationSettingId ? { ...s, active } : s)),
      ),
    onSuccess: () => feedback.succeeded(messages.feedback.settingsSaved),
    // The switch goes back to what the server holds (onSettled's refetch) and the toast says why.
    onError: (error) => feedback.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  if (!settings.data) return <Skeleton className="h-32 w-full" />;
  return (
    <ul className="grid gap-3">
      {settings.data.map((setting) => (
        <li key={setting.id} className="flex items-center justify-between gap-4">
          <Label htmlFor={`aviso-${setting.id}`}>
            {setting.label} ({messages.settings.channel[setting.channel] ?? setting.channel})
          </Label>
          <Switch
            id={`aviso-${setting.id}`}
            checked={setting.active}
            onCheckedChange={(active) =>
              toggle.mutate({ notificationSettingId: setting.id, active })
            }
          />
        </li>
      ))}
    </ul>
  );
}
