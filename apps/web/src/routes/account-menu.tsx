/**
 * The signed-in part of the default layout's header: the
 * notifications bell and the account menu with sign-out. Loaded only once
 * somebody is signed in, so that visitors never download the menu's code
 * (docs/decisions/0009-first-paint.md).
 */
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@jornada/ui';
import { ChevronDown, UserIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { signOut } from '../app/sign-out.ts';
import { useSession } from '../app/use-session.ts';
import { NotificationBell } from '../features/notifications/notification-bell.tsx';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { paths } from '../paths.ts';
import { paymentMessages } from '../messages/payment-messages.ts';

const n = messages.nav;
const accountLinks = [
  [paths.myProfile.href(), n.profile],
  [paths.myCv.href(), n.cv],
  [paths.interviews.href(), n.interviews],
  [paths.jobLetters.href(), n.letters],
  [paths.myComplaints.href(), n.complaints],
  [paths.myPoints.href(), paymentMessages.points.menu],
  [paths.settings.href(), n.settings],
] as const;

/** The bell and the account menu of a signed-in user called `name`. */
export function AccountMenu({ name }: { name: string }) {
  const context = useAppContext();
  const navigate = useNavigate();
  const photo = useSession().user?.profile_image_url;
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
        <DropdownMenuContent align="end">
          {accountLinks.map(([href, label]) => (
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
