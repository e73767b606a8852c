/**
 * /registro: sign-up; the server emails a verification code and the user
 * goes on to /verificarme.
 */
import { executeMutation, registerMutationOptions } from '@jornada/api-client';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { AuthHeading } from './auth-layout.tsx';

/** The sign-up screen. */
export function RegisterRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title={messages.register.title} subtitle={messages.register.subtitle} />
      <RegisterForm
        onSubmit={async ({ phone, lastname, ...values }) => {
          const data = await executeMutation(
            queryClient,
            registerMutationOptions(api, queryClient),
            {
              ...values,
              accept_terms: true,
              ...(phone ? { phone } : {}),
              ...(lastname ? { lastname } : {}),
              service: 'jobs',
            },
          );
          await navigate(paths.verify.href({ id: data.id, email: data.email }));
        }}
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {messages.register.haveAccount}{' '}
        <Link
          to={paths.login.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {messages.register.signIn}
        </Link>
      </p>
    </>
  );
}

export { RegisterRoute as Component };
