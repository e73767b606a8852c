/**
 * /ajustes: appearance (colour theme), notification settings, the digital signature (decision
 * 0030), password change and account deletion.
 */
import {
  deleteUserMutationOptions,
  executeMutation,
  updatePasswordMutationOptions,
} from '@jornada/api-client';
import { Card } from '@jornada/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useTheme } from '../app/theme.ts';
import { useSession } from '../app/use-session.ts';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { DeleteAccount } from '../features/account/delete-account.tsx';
import { NotificationSettings } from '../features/account/notification-settings.tsx';
import { ThemeSwitch } from '../features/account/theme-switch.tsx';
import { SignatureSettings } from '../features/signatures/signature-settings.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { signatureMessages } from '../features/signatures/signature-messages.ts';

const m = messages.settings;

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {text ? <p className="text-sm text-muted-foreground">{text}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** The settings screen. */
export function SettingsRoute() {
  const { api, session, queryClient } = useAppContext();
  const { userId } = useSession();
  const navigate = useNavigate();
  const [passwordSaved, setPasswordSaved] = useState(false);
  const [theme, setTheme] = useTheme(userId);
  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
      <Section id="ajustes-tema" title={m.theme} text={m.themeText}>
        <ThemeSwitch value={theme} onChange={setTheme} />
      </Section>
      <Section id="ajustes-avisos" title={m.notifications} text={m.notificationsText}>
        <NotificationSettings />
      </Section>
      <Section
        id="ajustes-firma"
        title={signatureMessages.settings.title}
        text={signatureMessages.settings.text}
      >
        <SignatureSettings />
      </Section>
      <Section id="ajustes-password" title={m.password}>
        {passwordSaved ? (
          <p role="status" className="rounded-md bg-success p-3 text-sm text-success-foreground">
            {m.passwordSaved}
          </p>
        ) : null}
        <ChangePasswordForm
          onSubmit={async (values) => {
            setPasswordSaved(false);
            await executeMutation(
              queryClient,
              updatePasswordMutationOptions(api, queryClient),
              values,
            );
            setPasswordSaved(true);
          }}
        />
      </Section>
      <Section id="ajustes-eliminar" title={m.deleteTitle}>
        <DeleteAccount
          onConfirm={async () => {
            await executeMutation(queryClient, deleteUserMutationOptions(api, queryClient), {
              userId: userId!,
              params: { confirm: true },
            });
            session.signOut();
            queryClient.clear();
            await navigate(paths.landing.href(), { replace: true });
          }}
        />
      </Section>
    </section>
  );
}

export { SettingsRoute as Component };
