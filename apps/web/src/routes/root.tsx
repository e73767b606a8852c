/**
 * The signed-in/default shell (spec section 2 'default' layout) around every
 * screen that has no layout of its own, with the header's navigation and the
 * session menu.
 */
import {
  Button,
  ButtonLink,
  DefaultLayout,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@jornada/ui';
import { ChevronDown } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { useSession } from '../app/use-session.ts';
import { messages } from '../messages.ts';
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
const accountLinks = [
  [paths.myProfile.href(), n.profile],
  [paths.myCv.href(), n.cv],
  [paths.interviews.href(), n.interviews],
  [paths.jobLetters.href(), n.letters],
  [paths.settings.href(), n.settings],
] as const;

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
      <NotificationBell />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            {messages.nav.greeting(session.user.name)}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {accountLinks.map(([href, label]) => (
            <DropdownMenuItem key={href} onSelect={() => void navigate(href)}>
              {label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              store.signOut();
              queryClient.clear();
              void navigate(paths.landing.href());
            }}
          >
            {messages.nav.signOut}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** Layout route: header, navigation, session menu and the page. */
export function RootLayout() {
  const session = useSession();
  return (
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
            <NavLink key={href} to={href} className={navLinkClass} end={href === paths.home.href()}>
              {label}
            </NavLink>
          ))}
        </>
      }
      userMenu={<SessionMenu />}
    >
      <Outlet />
    </DefaultLayout>
  );
}
