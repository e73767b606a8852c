/**
 * /recuperar-password: request a code by email (the email is URL-encoded),
 * then set a new password with it; `?correo=` (the reset
 * e-mail's link) opens the second step.
 */
import {
  executeMutation,
  requestPasswordResetEmail,
  resetPasswordMutationOptions,
} from '@jornada/api-client';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { RequestResetForm, ResetPasswordForm } from '../features/auth/password-recovery-forms.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { AuthHeading } from './auth-layout.tsx';

/** The password-recovery screen. */
export function PasswordRecoveryRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  // The reset e-mail links here with `?correo=`: the code form then shows right away.
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState<string | null>(searchParams.get('correo'));
  return (
    <>
      <AuthHeading
        title={messages.recovery.title}
        subtitle={email ? messages.recovery.sent(email) : messages.recovery.requestText}
      />
      {email === null ? (
        <RequestResetForm
          onSubmit={async (address) => {
            await requestPasswordResetEmail(api, { email: address, service: 'jobs' });
            setEmail(address);
          }}
        />
      ) : (
        <ResetPasswordForm
          onSubmit={async (values) => {
            await executeMutation(queryClient, resetPasswordMutationOptions(api, queryClient), {
              ...values,
              email,
              service: 'jobs',
            });
            await navigate(paths.login.href(), { state: { notice: messages.recovery.done } });
          }}
        />
      )}
    </>
  );
}

export { PasswordRecoveryRoute as Component };
