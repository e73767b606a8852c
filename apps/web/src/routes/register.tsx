/**
 * /registro: sign-up; the server emails a verification code and the user
 * goes on to /verificarme, carrying the page to return to after signing in (`?redirect=`).
 */
import { executeMutation, registerMutationOptions } from '@jornada/api-client';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { allowedRedirect } from '../app/sign-in-target.ts';
import { RegisterForm } from '../features/auth/register-form.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { AuthHeading } from './auth-layout.tsx';

/** The sign-up screen. */
export function RegisterRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const returnTo = allowedRedirect(useSearchParams()[0].get('redirect')) ?? undefined;
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
          await navigate(paths.verify.href({ id: data.id, email: data.email, returnTo }));
        }}
      />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {messages.register.haveAccount}{' '}
        <Link
          to={paths.login.href(returnTo)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {messages.register.signIn}
        </Link>
      </p>
    </>
  );
}

export { RegisterRoute as Component };
