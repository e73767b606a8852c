import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiListMessages as uiMessages } from '../list-messages.ts';
import { formatMessage } from '../format-message.ts';
import { buttonVariants } from './button.tsx';

/** A `nav` landmark around page links. `aria-label` @default 'Paginación' */
function Pagination({
  className,
  'aria-label': ariaLabel = uiMessages.pagination.label,
  ...props
}: React.ComponentProps<'nav'>) {
  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  );
}

/** The list of page items. */
function PaginationContent({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-row flex-wrap items-center gap-1', className)}
      {...props}
    />
  );
}

/** One entry of {@link PaginationContent}. */
function PaginationItem(props: React.ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

/** Props of {@link PaginationLink}. */
type PaginationLinkProps = React.ComponentProps<'a'> & {
  /** The current page: sets `aria-current="page"`. @default false */
  isActive?: boolean;
  /** Merge into the single child (your router's link). @default false */
  asChild?: boolean;
};

/** A link to one page; use `asChild` to inject a router link. */
function PaginationLink({
  className,
  isActive = false,
  asChild = false,
  ...props
}: PaginationLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="pagination-link"
      data-active={isActive || undefined}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size: 'sm' }),
        'min-w-8 px-2',
        className,
      )}
      {...props}
    />
  );
}

/** Link to the previous page, labelled 'Anterior'. */
function PaginationPrevious({ className, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink
      aria-label={uiMessages.pagination.previousLabel}
      className={cn('gap-1 px-2.5', className)}
      {...props}
    >
      {children ?? (
        <>
          <ChevronLeftIcon aria-hidden="true" />
          <span>{uiMessages.pagination.previous}</span>
        </>
      )}
    </PaginationLink>
  );
}

/** Link to the next page, labelled 'Siguiente'. */
function PaginationNext({ className, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink
      aria-label={uiMessages.pagination.nextLabel}
      className={cn('gap-1 px-2.5', className)}
      {...props}
    >
      {children ?? (
        <>
          <span>{uiMessages.pagination.next}</span>
          <ChevronRightIcon aria-hidden="true" />
        </>
      )}
    </PaginationLink>
  );
}

/** Marks skipped pages ('Más páginas' for screen readers). */
function PaginationEllipsis({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn('flex size-8 items-center justify-center', className)}
      {...props}
    >
      <MoreHorizontalIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{uiMessages.pagination.morePages}</span>
    </span>
  );
}

/**
 * The page numbers to show around `page`, with `'ellipsis'` for gaps.
 *
 * @param page - current page, 1-based.
 * @param pageCount - total pages (≥ 0).
 * @param siblingCount - pages shown on each side of the current one.
 * @returns for example `[1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]`.
 */
function getPaginationRange(
  page: number,
  pageCount: number,
  siblingCount = 1,
): Array<number | 'ellipsis'> {
  const total = siblingCount * 2 + 5;
  if (pageCount <= total) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, page - siblingCount);
  const end = Math.min(pageCount - 1, page + siblingCount);
  const range: Array<number | 'ellipsis'> = [1];
  if (start > 2) range.push('ellipsis');
  for (let current = start; current <= end; current += 1) range.push(current);
  if (end < pageCount - 1) range.push('ellipsis');
  range.push(pageCount);
  return range;
}

/** Props of {@link PaginationControls}. */
type PaginationControlsProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number;
  /** Total number of pages. */
  pageCount: number;
  /** Called with the chosen page (1-based). */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one. @default 1 */
  siblingCount?: number;
};

/**
 * Ready-made pagination with buttons (for client-side state such as a
 * {@link DataTable}). Lists page from 1.
 */
function PaginationControls({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  ...props
}: PaginationControlsProps) {
  const buttonClass = (active: boolean) =>
    cn(buttonVariants({ variant: active ? 'outline' : 'ghost', size: 'sm' }), 'min-w-8 px-2');
  return (
    <Pagination {...props}>
      <PaginationContent>
        <PaginationItem>
          <button
            type="button"
            className={cn(buttonClass(false), 'gap-1')}
            aria-label={uiMessages.pagination.previousLabel}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
            <span className="hidden sm:inline">{uiMessages.pagination.previous}</span>
          </button>
        </PaginationItem>
        {getPaginationRange(page, pageCount, siblingCount).map((entry, index) => (
          <PaginationItem key={entry === 'ellipsis' ? `ellipsis-${index}` : entry}>
            {entry === 'ellipsis' ? (
              <PaginationEllipsis />
            ) : (
              <button
                type="button"
                data-active={entry === page || undefined}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={formatMessage(uiMessages.pagination.page, { page: entry })}
                className={buttonClass(entry === page)}
                onClick={() => onPageChange(entry)}
              >
                {entry}
              </button>
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <button
            type="button"
            className={cn(buttonClass(false), 'gap-1')}
            aria-label={uiMessages.pagination.nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="hidden sm:inline">{uiMessages.pagination.next}</span>
            <ChevronRightIcon aria-hidden="true" />
          </button>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}

export {
  getPaginationRange,
  Pagination,
  PaginationContent,
  PaginationControls,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
  type PaginationControlsProps,
  type PaginationLinkProps,
};
