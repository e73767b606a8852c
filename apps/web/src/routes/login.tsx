/**
 * /login: the password grant, then the current user.
 * After signing in, goes to `?redirect=` when it is allowed, else to the private page the visitor
 * was turned away from (app/return-to.ts), else to the user's landing by role (app/landing.ts).
 * «Regístrate» carries the `?redirect=` on through sign-up and verification.
 */
import { authKeys, fetchCurrentUser, issueToken } from '@jornada/api-client';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { afterSignInPath, allowedRedirect } from '../app/sign-in-target.ts';
import { takeReturnTo } from '../app/return-to.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { AuthHeading } from './auth-layout.tsx';

/** The sign-in screen. */
export function LoginRoute() {
  const { api, queryClient, session } = useAppContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice =
    (useLocation().state as { notice?: string } | null)?.notice ??
    (params.get('verificado') ? messages.verified : null);
  return (
    <>
      <AuthHeading title={messages.login.title} subtitle={messages.login.subtitle} />
      {notice ? (
        <p
          role="status"
          className="mb-4 rounded-md bg-secondary p-3 text-sm text-secondary-foreground"
        >
          {notice}
        </p>
      ) : null}
      <LoginForm
        onSubmit={async (credentials) => {
          const token = await issueToken(api, credentials);
          const user = await fetchCurrentUser(api, token.access_token);
          session.signIn(token.access_token, token.expires_in, user);
          queryClient.setQueryData(authKeys.getCurrentUser(), user);
          await navigate(afterSignInPath(user, params.get('redirect'), takeReturnTo()), {
            replace: true,
          });
        }}
      />
      <div className="mt-6 grid gap-2 text-center text-sm">
        <Link
          to={paths.passwordRecovery.href()}
          className="text-primary underline-offset-4 hover:underline"
        >
          {messages.login.forgot}
        </Link>
        <p className="text-muted-foreground">
          {messages.login.noAccount}{' '}
          <Link
            to={paths.register.href(allowedRedirect(params.get('redirect')) ?? undefined)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {messages.login.register}
          </Link>
        </p>
      </div>
    </>
  );
}

export { LoginRoute as Component };
