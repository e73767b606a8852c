import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { Button } from './button.tsx';
import { Pagination, PaginationContent, PaginationItem } from './pagination.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import { PER_PAGE_OPTIONS } from './server-data-table-state.ts';

/** Props of {@link DataTablePagination}. */
type DataTablePaginationProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Total records on the server. */
  total: number;
  /** Called with the chosen page (1-based). */
  onPageChange: (page: number) => void;
  /** Called with the chosen page size; the table then returns to page 1. */
  onPerPageChange: (perPage: number) => void;
  /** Choices of the per-page select. @default [10, 25, 50] */
  perPageOptions?: readonly number[];
  /** Disables the buttons (for example while loading). @default false */
  disabled?: boolean;
  /** Accessible name of the `nav` landmark; make it unique when a page has several tables. @default 'Paginación' */
  label?: string;
};

/** The number of pages for `total` records at `perPage` per page; at least 1. */
function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * Server pagination (pages from 1): the range shown
 * ('11–20 de 57'), 'Página X de Y', previous/next buttons in a `nav` landmark
 * and a per-page select (10/25/50).
 */
function DataTablePagination({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  perPageOptions = PER_PAGE_OPTIONS,
  disabled = false,
  label = uiMessages.pagination.label,
  className,
  ...props
}: DataTablePaginationProps) {
  const labelId = React.useId();
  const pageCount = pageCountOf(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div
      data-slot="data-table-pagination"
      className={cn(
        'flex flex-col items-center justify-between gap-3 text-sm sm:flex-row',
        className,
      )}
      {...props}
    >
      <p className="text-muted-foreground tabular-nums">
        {formatMessage(uiMessages.serverTable.range, { from, to, total })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <span id={labelId} className="text-muted-foreground">
            {uiMessages.serverTable.perPage}
          </span>
          <Select
            value={String(perPage)}
            onValueChange={(next) => onPerPageChange(Number(next))}
            disabled={disabled}
          >
            <SelectTrigger size="sm" className="w-20" aria-labelledby={labelId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {perPageOptions.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="font-medium tabular-nums">
          {formatMessage(uiMessages.pagination.pageOf, { page, pageCount })}
        </p>
        <Pagination aria-label={label} className="mx-0 w-auto">
          <PaginationContent>
            <PaginationItem>
              <Button
                variant="outline"
                size="sm"
                aria-label={uiMessages.pagination.previousLabel}
                disabled={disabled || page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronLeftIcon aria-hidden="true" />
                <span className="hidden sm:inline">{uiMessages.pagination.previous}</span>
              </Button>
            </PaginationItem>
            <PaginationItem>
              <Button
                variant="outline"
                size="sm"
                aria-label={uiMessages.pagination.nextLabel}
                disabled={disabled || page >= pageCount}
                onClick={() => onPageChange(page + 1)}
              >
                <span className="hidden sm:inline">{uiMessages.pagination.next}</span>
                <ChevronRightIcon aria-hidden="true" />
              </Button>
            </PaginationItem>
          </PaginationContent>
        </Pagination>
      </div>
    </div>
  );
}

export { DataTablePagination, pageCountOf, type DataTablePaginationProps };
