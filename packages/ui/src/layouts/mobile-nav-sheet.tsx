import type * as React from 'react';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '../components/sheet.tsx';

/** Props of {@link MobileNavSheet}. */
type MobileNavSheetProps = {
  /** The navigation links. */
  children: React.ReactNode;
  /** Title of the sheet and name of its `nav`. */
  label: string;
  /** Whether the sheet is open. */
  open: boolean;
  /** Called when the sheet asks to open or close (Escape, the × button, the overlay). */
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the sheet closes (the menu button). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
};

/**
 * The sliding sheet of {@link MobileNav} (Radix Dialog underneath): its own module so that the
 * dialog's code loads when the menu is first opened, not with the page. Choosing a link closes
 * the sheet (the page under it changes; focus goes back to the menu button).
 */
function MobileNavSheet({
  children,
  label,
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{label}</SheetTitle>
        </SheetHeader>
        {/* Not a control of its own: it hears the links' activation (a click, or Enter on a link). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above */}
        <nav
          aria-label={label}
          className="flex flex-col gap-1 overflow-y-auto px-4 pb-4"
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a[href]'))
              onOpenChange(false);
          }}
        >
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

export { MobileNavSheet, type MobileNavSheetProps };
export default MobileNavSheet;
