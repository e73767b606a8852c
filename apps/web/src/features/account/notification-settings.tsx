import { unwrap, type components } from '@jornada/api-client';
import { Label, Skeleton, Switch } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages.ts';

type Setting = components['schemas']['NotificationSetting'];
const key = ['notification-settings'] as const;

/** The notification switches of /ajustes (`GET /api/v1/notifications`, `PUT …/{id}` with `active`). */
export function NotificationSettings() {
  const { api, queryClient } = useAppContext();
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      unwrap(api.main.GET('/api/v1/notifications', { signal })).then((r) => r.data),
  });
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      unwrap(
        api.main.PUT('/api/v1/notifications/{notificationSettingId}', {
          params: { path: { notificationSettingId: id } },
          body: { active },
        }),
      ),
    onMutate: ({ id, active }) =>
      queryClient.setQueryData<Setting[]>(key, (list) =>
        list?.map((s) => (s.id === id ? { ...s, active } : s)),
      ),
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
            onCheckedChange={(active) => toggle.mutate({ id: setting.id, active })}
          />
        </li>
      ))}
    </ul>
  );
}
