/**
 * The signed-in part of the default layout's header: the
 * notifications bell and the account menu with sign-out. Loaded only once
 * somebody is signed in, so that visitors never download the menu's code
 * (docs/decisions/0009-first-paint.md). The menu names the person, leads to the home of each of
 * their roles («Tus espacios», docs/decisions/0047-role-homes.md) and lists the account's pages
 * their roles have (a CV, interviews and points are the job seeker's). On a phone the button
 * shows only the photo: its name, the greeting, is read out and shown whole in the menu.
 */
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@jornada/ui';
import { ChevronDown, UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { signOut } from '../app/sign-out.ts';
import { useSession } from '../app/use-session.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { roleHomeMessages } from '../features/role-homes/role-home-messages.ts';
import { isSeeker, roleGroups, type RoleGroup } from '../features/role-homes/role-links.ts';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { paths } from '../paths.ts';
import { paymentMessages } from '../messages/payment-messages.ts';

const n = messages.nav;
type For = 'everyone' | 'seeker' | 'seeker-or-workforce';
const accountLinks: readonly (readonly [string, string, For])[] = [
  [paths.myProfile.href(), n.profile, 'everyone'],
  [paths.myCv.href(), n.cv, 'seeker'],
  [paths.interviews.href(), n.interviews, 'seeker'],
  [paths.jobLetters.href(), n.letters, 'seeker-or-workforce'],
  [paths.myComplaints.href(), n.complaints, 'seeker-or-workforce'],
  [paths.myPoints.href(), paymentMessages.points.menu, 'seeker'],
  [paths.settings.href(), n.settings, 'everyone'],
];

/** The account pages the person's roles have. */
function linksFor(groups: readonly RoleGroup[]) {
  const seeker = isSeeker(groups);
  const workforce = groups.some((group) => group.id === 'workforce');
  return accountLinks.filter(
    ([, , who]) => who === 'everyone' || seeker || (who === 'seeker-or-workforce' && workforce),
  );
}

/** Each role's home, but the job seeker's (their links are in the header). */
function spacesOf(groups: readonly RoleGroup[]) {
  return groups
    .filter((group) => group.id !== 'seeker')
    .map((group) => {
      const home = group.links[0]!;
      return group.id === 'admin' ? { ...home, label: roleHomeMessages.consoleMenu } : home;
    });
}

/** The bell and the account menu of a signed-in user called `name`. */
export function AccountMenu({ name }: { name: string }) {
  const context = useAppContext();
  const navigate = useNavigate();
  const user = useSession().user;
  const photo = user?.profile_image_url;
  const groups = user ? roleGroups(user) : [];
  const spaces = spacesOf(groups);
  return (
    <>
      <NotificationBell />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="ps-1">
            {/* Decorative: the button's text already names the user. */}
            <Avatar size="sm" className="size-6">
              {photo ? <AvatarImage src={photo} alt="" /> : null}
              <AvatarFallback>
                <UserIcon aria-hidden="true" className="size-4" />
              </AvatarFallback>
            </Avatar>
            {/* On a phone the header has no room for it: the avatar shows, the name is still read. */}
            <span className="max-sm:sr-only">{messages.nav.greeting(name)}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
          <DropdownMenuLabel className="break-words">
            {messages.nav.greeting(name)}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {spaces.length > 0 ? (
            <>
              <DropdownMenuGroup aria-label={roleHomeMessages.yourSpaces}>
                {spaces.map(({ href, label }) => (
                  <DropdownMenuItem key={href} onSelect={() => void navigate(href)}>
                    {label}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuGroup>
              <DropdownMenuSeparator />
            </>
          ) : null}
          {linksFor(groups).map(([href, label]) => (
            <DropdownMenuItem key={href} onSelect={() => void navigate(href)}>
              {label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              void signOut(context);
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
