import { MenuIcon } from 'lucide-react';
import type * as React from 'react';
import { IconButton } from '../components/icon-button.tsx';
import {
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../components/sheet.tsx';
import { uiMessages } from '../messages.ts';

/** Props of {@link MobileNav}. */
type MobileNavProps = {
  /** The navigation links (same as the desktop `nav` slot). */
  children: React.ReactNode;
  /** Title of the sheet and name of its `nav`. @default 'Navegación principal' */
  label?: string;
  /** Name of the menu button. @default 'Abrir menú' */
  buttonLabel?: string;
  /** Class names of the menu button (hide it on wide screens, e.g. `md:hidden`). */
  className?: string;
};

/** The menu button and sliding sheet that hold the navigation below the `md` breakpoint. */
function MobileNav({
  children,
  label = uiMessages.mainNavigation,
  buttonLabel = uiMessages.openMenu,
  className,
}: MobileNavProps) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <IconButton label={buttonLabel} className={className}>
          <MenuIcon />
        </IconButton>
      </SheetTrigger>
      <SheetContent side="left" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{label}</SheetTitle>
        </SheetHeader>
        <nav aria-label={label} className="flex flex-col gap-1 px-4">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

export { MobileNav, type MobileNavProps };
