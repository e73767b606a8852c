import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';

/**
 * Whether an element's content is wider than the element (it scrolls sideways),
 * kept current with a ResizeObserver on the element and its first child.
 */
function useHorizontalOverflow(ref: React.RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = React.useState(false);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A data table. Where its container is narrower than 42rem (a phone), each body row is shown as a
 * card: the first cell as the card's title and every other cell as «label: value» (the cell's
 * `label`), so nothing is hidden off-screen; the table's elements and semantics stay, only their
 * display changes (a container query, so a narrow column of a wide screen stacks too). Wider, a
 * table wider than its container scrolls inside it.
 * While its content is wider than the container, the container is a named,
 * focusable group (`role="group"`, `tabIndex=0`; a group, not a landmark, so
 * several tables on a page add no landmarks), so keyboard users can scroll it
 * with the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`).
 * Props: those of `<table>`.
 */
function Table({ className, ...props }: React.ComponentProps<'table'>) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const scrollable = useHorizontalOverflow(containerRef);
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      className="@container/table relative w-full overflow-x-auto rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(scrollable
        ? { role: 'group', tabIndex: 0, 'aria-label': uiMessages.table.scrollRegion }
        : {})}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm @max-2xl/table:block', className)}
        {...props}
      />
    </div>
  );
}

/** The `thead`. */
function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn(
        '[&_tr]:border-b',
        // Narrow: the headers become one bar above the cards, so their sort buttons stay visible.
        '@max-2xl/table:block @max-2xl/table:[&_tr]:flex @max-2xl/table:[&_tr]:flex-wrap @max-2xl/table:[&_tr]:gap-x-3 @max-2xl/table:[&_tr]:border-0 @max-2xl/table:[&_tr]:p-0',
        className,
      )}
      {...props}
    />
  );
}

/** The `tbody`. */
function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn(
        '@max-2xl/table:grid @max-2xl/table:gap-3 [&_tr:last-child]:border-0 @max-2xl/table:[&_tr:last-child]:border',
        className,
      )}
      {...props}
    />
  );
}

/** The `tfoot`. */
function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

/** A row; `data-state="selected"` highlights it. In a narrow table, a body row is a card. */
function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/60 data-[state=selected]:bg-muted',
        '@max-2xl/table:block @max-2xl/table:rounded-md @max-2xl/table:border @max-2xl/table:px-3 @max-2xl/table:py-2 @max-2xl/table:hover:bg-transparent',
        className,
      )}
      {...props}
    />
  );
}

/** A header cell (`th`, `scope="col"` by default). */
function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        '@max-2xl/table:h-auto @max-2xl/table:px-0 @max-2xl/table:py-1',
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link TableCell}. */
type TableCellProps = React.ComponentProps<'td'> & {
  /**
   * The cell's column name, shown before its value when the table is narrow (a row as a card).
   * It is drawn by CSS (generated content of an empty, `aria-hidden` element), so it is not part
   * of the page's text, of the cell's name or of what assistive technology reads, which is the
   * column header. Without it the cell spans the card (a row's first cell, its title, or its
   * actions).
   */
  label?: string;
};

/** A data cell; in a narrow table, one line of its row's card (see `label`). */
function TableCell({ className, label, children, ...props }: TableCellProps) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'px-3 py-2.5 align-middle',
        '@max-2xl/table:block @max-2xl/table:px-0 @max-2xl/table:py-1 @max-2xl/table:first:pb-1.5 @max-2xl/table:first:text-base @max-2xl/table:first:font-semibold @max-2xl/table:first:whitespace-normal',
        label !== undefined &&
          '@max-2xl/table:flex @max-2xl/table:items-baseline @max-2xl/table:justify-between @max-2xl/table:gap-3',
        className,
      )}
      {...props}
    >
      {label !== undefined ? (
        <>
          <span
            aria-hidden="true"
            data-slot="table-cell-label"
            data-label={label}
            className="hidden shrink-0 text-left font-normal whitespace-nowrap text-muted-foreground before:content-[attr(data-label)] @max-2xl/table:inline"
          />
          <div
            data-slot="table-cell-value"
            className="contents @max-2xl/table:block @max-2xl/table:min-w-0 @max-2xl/table:text-right @max-2xl/table:break-words"
          >
            {children}
          </div>
        </>
      ) : (
        children
      )}
    </td>
  );
}

/** The table's caption: its accessible name. Use `className="sr-only"` to hide it visually. */
function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  type TableCellProps,
};
