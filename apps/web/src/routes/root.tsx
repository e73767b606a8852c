/**
 * The signed-in/default shell (layout) around every
 * screen that has no layout of its own, with the header's navigation and the
 * session menu (the signed-in part loads lazily: account-menu.tsx).
 */
import { ButtonLink, DefaultLayout, DeferredToastProvider } from '@jornada/ui';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useTheme } from '../app/theme.ts';
import { useSession } from '../app/use-session.ts';
import { OfflineBanner } from '../features/seeker-offline/offline-banner.tsx';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { paths } from '../paths.ts';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

const n = messages.nav;
const visitorLinks = [[paths.vacancies.href(), n.vacancies]] as const;
const signedInLinks = [
  [paths.home.href(), n.home],
  [paths.vacancies.href(), n.vacancies],
  [paths.favourites.href(), n.favourites],
  [paths.applications.href(), n.applications],
] as const;
// The seeker's kept answers and outbox load once a seeker signs in, not with a visitor's page.
const SeekerOfflineShell = lazy(
  () => import('../features/seeker-offline/seeker-offline-shell.tsx'),
);
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

function SessionMenu() {
  const session = useSession();
  if (!session.isAuthenticated || !session.user) {
    return (
      <ButtonLink asChild size="sm">
        <NavLink to={paths.login.href()}>{messages.nav.signIn}</NavLink>
      </ButtonLink>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu name={session.user.name} />
    </Suspense>
  );
}

/**
 * Layout route: header, navigation, session menu and the page; toasts of the actions
 * (action-feedback.ts); the offline banner and the seeker's kept pages and outbox
 * (features/seeker-offline).
 */
export function RootLayout() {
  const session = useSession();
  useTheme(session.userId); // the person's colour theme on every page of this layout
  // The seeker's offline use; drivers and employees have their own (their pages' status bars).
  const seeker = session.isAuthenticated && (session.user?.roles.includes('job_seeker') ?? false);
  return (
    <DeferredToastProvider>
      <DefaultLayout
        brand={
          <NavLink
            to={session.isAuthenticated ? paths.home.href() : paths.landing.href()}
            className="text-xl font-bold text-primary"
          >
            {messages.appName}
          </NavLink>
        }
        nav={
          <>
            {(session.isAuthenticated ? signedInLinks : visitorLinks).map(([href, label]) => (
              <NavLink
                key={href}
                to={href}
                className={navLinkClass}
                end={href === paths.home.href()}
              >
                {label}
              </NavLink>
            ))}
          </>
        }
        userMenu={<SessionMenu />}
      >
        {seeker && session.userId !== null ? (
          <Suspense fallback={null}>
            <SeekerOfflineShell userId={session.userId}>
              <Outlet />
            </SeekerOfflineShell>
          </Suspense>
        ) : (
          <>
            {session.isAuthenticated ? null : <OfflineBanner outbox={null} />}
            <Outlet />
          </>
        )}
      </DefaultLayout>
    </DeferredToastProvider>
  );
}
