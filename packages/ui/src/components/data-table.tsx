import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { columnLabel } from './column-label.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { PaginationControls } from './pagination.tsx';
import { Skeleton } from './skeleton.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx';

// Declared here, not in column-label.ts, so the package's emitted types carry it with `ColumnDef`.
declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name as text, for a header that is not a string (a narrow table's card labels). */
    label?: string;
  }
}

/** Props of {@link DataTable}. */
type DataTableProps<TData, TValue> = {
  /** TanStack column definitions; set `enableSorting: false` on a column to make it unsortable. */
  columns: Array<ColumnDef<TData, TValue>>;
  /** The rows. */
  data: TData[];
  /** The table's accessible name, rendered as its caption. */
  caption: string;
  /** Hide the caption visually (it stays for screen readers). @default false */
  hideCaption?: boolean;
  /** Rows per page; the spec leaves the page size open. @default 10 */
  pageSize?: number;
  /** Initial sort, for example `[{ id: 'salario', desc: true }]`. @default [] */
  initialSorting?: SortingState;
  /** Text when `data` is empty. @default 'No hay resultados.' */
  emptyMessage?: React.ReactNode;
  /** Shows skeleton rows and sets `aria-busy`. @default false */
  loading?: boolean;
  /** Class names of the wrapper. */
  className?: string;
};

/**
 * A table with client-side sorting (click or Enter on a column header, which
 * reports `aria-sort`) and pagination (pages from 1), built on
 * TanStack Table.
 */
function DataTable<TData, TValue>({
  columns,
  data,
  caption,
  hideCaption = false,
  pageSize = 10,
  initialSorting = [],
  emptyMessage = uiMessages.table.empty,
  loading = false,
  className,
}: DataTableProps<TData, TValue>) {
  const [sorting, setSorting] = React.useState<SortingState>(initialSorting);
  const [pagination, setPagination] = React.useState<PaginationState>({ pageIndex: 0, pageSize });
  const table = useReactTable({
    data,
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    // Ascending first on every column (TanStack would start numbers descending), so one click means the same everywhere.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const pageCount = table.getPageCount();
  const rows = table.getRowModel().rows;

  return (
    <div data-slot="data-table" className={cn('grid gap-3', className)}>
      <Table aria-busy={loading || undefined}>
        <TableCaption className={cn('mt-0 mb-2 caption-top text-left', hideCaption && 'sr-only')}>
          {caption}
        </TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id}>
              {headerGroup.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        data-slot="data-table-sort"
                        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded-sm px-2 py-1 outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={header.column.getToggleSortingHandler()}
                        title={
                          sorted === 'asc'
                            ? uiMessages.table.sortDescending
                            : uiMessages.table.sortAscending
                        }
                      >
                        {content}
                        {sorted === 'asc' ? (
                          <ArrowUpIcon aria-hidden="true" className="size-4" />
                        ) : sorted === 'desc' ? (
                          <ArrowDownIcon aria-hidden="true" className="size-4" />
                        ) : (
                          <ArrowUpDownIcon aria-hidden="true" className="size-4 opacity-60" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
              <TableRow key={`skeleton-${index}`}>
                {columns.map((_column, cell) => (
                  <TableCell key={cell}>
                    <Skeleton className="h-4 w-full" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : rows.length > 0 ? (
            rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell, index) => (
                  <TableCell key={cell.id} label={columnLabel(cell.column, index)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow>
              <TableCell
                colSpan={columns.length}
                className="h-24 text-center text-muted-foreground"
              >
                {emptyMessage}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {pageCount > 1 ? (
        <div className="flex flex-col items-center justify-between gap-2 sm:flex-row">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatMessage(uiMessages.pagination.pageOf, {
              page: pagination.pageIndex + 1,
              pageCount,
            })}
          </p>
          <PaginationControls
            className="mx-0 w-auto"
            page={pagination.pageIndex + 1}
            pageCount={pageCount}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        </div>
      ) : null}
    </div>
  );
}

export { DataTable, type DataTableProps };
export type { ColumnDef, SortingState } from '@tanstack/react-table';
