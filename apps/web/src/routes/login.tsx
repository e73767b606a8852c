/**
 * /login: the password grant, then the current user (spec sections 3, 4).
 * After signing in, goes to `?redirect=` when it is a local path, else /inicio.
 */
import { authKeys, fetchCurrentUser, issueToken } from '@jornada/api-client';
import { RegisterLayout } from '@jornada/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** Keeps only local paths as redirect targets (no open redirects). */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home.href();
}

/** The sign-in screen. */
export function LoginRoute() {
  const { api, queryClient, session } = useAppContext();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <RegisterLayout
      brand={
        <Link to={paths.landing.href()} className="text-xl font-bold text-primary">
          {messages.appName}
        </Link>
      }
    >
      <div className="grid gap-6">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{messages.login.title}</h1>
          <p className="text-sm text-muted-foreground">{messages.login.subtitle}</p>
        </div>
        <LoginForm
          onSubmit={async (credentials) => {
            const token = await issueToken(api, credentials);
            const user = await fetchCurrentUser(api, token.access_token);
            session.signIn(token.access_token, token.expires_in, user);
            queryClient.setQueryData(authKeys.currentUser(), user);
            await navigate(safeRedirect(params.get('redirect')), { replace: true });
          }}
        />
      </div>
    </RegisterLayout>
  );
}

export { LoginRoute as Component };
