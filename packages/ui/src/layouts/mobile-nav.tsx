import { MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type * as React from 'react';
import { IconButton } from '../components/icon-button.tsx';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';

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

/** The sheet's module, fetched once: on the first hover, focus or press of the menu button. */
const loadSheet = () => import('./mobile-nav-sheet.tsx');
const LazySheet = lazy(loadSheet);

/**
 * The menu button and sliding sheet that hold the navigation below the `md` breakpoint. The
 * sheet (a Radix Dialog: focus trapped, Escape closes, focus back on the button) loads when the
 * menu is first wanted, so pages do not carry the dialog's code on their first load.
 */
function MobileNav({
  children,
  label = uiMessages.mainNavigation,
  buttonLabel = uiMessages.openMenu,
  className,
}: MobileNavProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadSheet();
  return (
    <>
      <IconButton
        ref={button}
        label={buttonLabel}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <LazySheet label={label} open={open} onOpenChange={setOpen} returnFocusTo={button}>
            {children}
          </LazySheet>
        </Suspense>
      ) : null}
    </>
  );
}

export { MobileNav, type MobileNavProps };
