import { cva } from 'class-variance-authority';

/**
 * Classes for navigation links passed into the layouts' `nav` slots: put
 * them on your router's link; the current page is styled through
 * `aria-current="page"` (which the router sets). `orientation`: `horizontal`
 * in headers, `vertical` in the mobile menu.
 */
const navLinkVariants = cva(
  'inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-foreground aria-[current=page]:bg-secondary',
  {
    variants: { orientation: { horizontal: 'h-9 px-3', vertical: 'h-11 w-full px-3' } },
    defaultVariants: { orientation: 'horizontal' },
  },
);

export { navLinkVariants };
