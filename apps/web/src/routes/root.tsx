/**
 * The signed-in/default shell (spec section 2 'default' layout) around every
 * screen that has no layout of its own, with the header's navigation and the
 * session menu.
 */
import { Button, ButtonLink, DefaultLayout } from '@jornada/ui';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../features/session/use-session.ts';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

function SessionMenu() {
  const session = useSession();
  const { session: store, queryClient } = useAppContext();
  const navigate = useNavigate();
  if (!session.isAuthenticated || !session.user) {
    return (
      <ButtonLink asChild size="sm">
        <NavLink to={paths.login.href()}>{messages.nav.signIn}</NavLink>
      </ButtonLink>
    );
  }
  return (
    <>
      <span className="hidden text-sm text-muted-foreground sm:inline">{messages.nav.greeting(session.user.name)}</span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          store.signOut();
          queryClient.clear();
          void navigate(paths.landing.href());
        }}
      >
        {messages.nav.signOut}
      </Button>
    </>
  );
}

/** Layout route: header, navigation, session menu and the page. */
export function RootLayout() {
  const session = useSession();
  return (
    <DefaultLayout
      brand={
        <NavLink to={session.isAuthenticated ? paths.home.href() : paths.landing.href()} className="text-xl font-bold text-primary">
          {messages.appName}
        </NavLink>
      }
      nav={
        <>
          {session.isAuthenticated ? (
            <NavLink to={paths.home.href()} className={navLinkClass}>
              {messages.nav.home}
            </NavLink>
          ) : null}
          <NavLink to={paths.vacancies.href()} className={navLinkClass}>
            {messages.nav.vacancies}
          </NavLink>
        </>
      }
      userMenu={<SessionMenu />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
