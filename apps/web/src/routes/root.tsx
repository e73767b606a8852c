/**
 * The signed-in/default shell (layout) around every
 * screen that has no layout of its own, with the header's navigation and the
 * session menu (the signed-in part loads lazily: account-menu.tsx). A signed-in person's links
 * are their roles' main screens and the logo leads to their home (features/role-homes,
 * docs/decisions/0047-role-homes.md); a visitor's «Iniciar sesión» comes back to the page.
 */
import { ButtonLink, DefaultLayout, DeferredToastProvider } from '@jornada/ui';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { landingPath } from '../app/landing.ts';
import { locationTarget } from '../app/location-target.ts';
import { useTheme } from '../app/theme.ts';
import { useSession } from '../app/use-session.ts';
import { OfflineBanner } from '../features/seeker-offline/offline-banner.tsx';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { paths } from '../paths.ts';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground';

const n = messages.nav;
const visitorLinks = [[paths.vacancies.href(), n.vacancies]] as const;
// A signed-in person's links come with their roles, after sign-in (not on a visitor's page).
const RoleHeaderLinks = lazy(async () => ({
  default: (await import('../features/role-homes/role-nav.tsx')).RoleHeaderLinks,
}));
const RoleMenuLinks = lazy(async () => ({
  default: (await import('../features/role-homes/role-nav.tsx')).RoleMenuLinks,
}));
// The seeker's kept answers and outbox load once a seeker signs in, not with a visitor's page.
const SeekerOfflineShell = lazy(
  () => import('../features/seeker-offline/seeker-offline-shell.tsx'),
);
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

/** The sign-in link, back to this page afterwards (but for /inicio, where the role decides). */
function SignInLink() {
  const location = useLocation();
  const here = location.pathname === paths.home.href() ? undefined : locationTarget(location);
  return (
    <ButtonLink asChild size="sm">
      <NavLink to={paths.login.href(here)}>{messages.nav.signIn}</NavLink>
    </ButtonLink>
  );
}

function SessionMenu() {
  const session = useSession();
  if (!session.isAuthenticated || !session.user) return <SignInLink />;
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
            to={session.user ? landingPath(session.user) : paths.landing.href()}
            className="text-xl font-bold text-primary"
          >
            {messages.appName}
          </NavLink>
        }
        nav={
          session.user ? (
            <Suspense fallback={null}>
              <RoleHeaderLinks user={session.user} />
            </Suspense>
          ) : (
            <>
              {visitorLinks.map(([href, label]) => (
                <NavLink key={href} to={href} className={navLinkClass}>
                  {label}
                </NavLink>
              ))}
            </>
          )
        }
        mobileNav={
          session.user ? (
            <Suspense fallback={null}>
              <RoleMenuLinks user={session.user} greeting={n.greeting(session.user.name)} />
            </Suspense>
          ) : undefined
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
