import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  AlertCircleIcon,
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  SearchXIcon,
} from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { columnLabel } from './column-label.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { type FacetedFilterDef } from './server-data-table-faceted-filter.tsx';
import { DataTablePagination, pageCountOf } from './server-data-table-pagination.tsx';
import { DataTableRowActions, type RowAction } from './server-data-table-row-actions.tsx';
import { hasActiveFilters, type ServerTableState } from './server-data-table-state.ts';
import { DataTableToolbar } from './server-data-table-toolbar.tsx';
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

/** Props of {@link ServerDataTable}. */
type ServerDataTableProps<TData> = {
  /** TanStack column definitions; each `id`/`accessorKey` is the sort key sent to the server. Set `enableSorting: false` on unsortable columns. */
  columns: Array<ColumnDef<TData, unknown>>;
  /** The rows of the current page, as the server returned them. */
  data: TData[];
  /** The table's accessible name, rendered as its caption. */
  caption: string;
  /** Hide the caption visually (it stays for screen readers). @default false */
  hideCaption?: boolean;
  /** A stable id per row (for example the record's id). @default the row index */
  getRowId?: (row: TData) => string;
  /** Page, page size, search, sort and filters (controlled; keep it in the URL). */
  state: ServerTableState;
  /** Called with the next state. Changing `q`, `sort`, `filters` or `perPage` resets `page` to 1. */
  onStateChange: (next: ServerTableState) => void;
  /** Records matching the current search and filters, on the server (for 'Página X de Y'). */
  total: number;
  /** First load: skeleton rows instead of data. @default false */
  isLoading?: boolean;
  /** A refetch with the previous rows still shown: `aria-busy` and dimmed rows. @default false */
  isFetching?: boolean;
  /** A failed load: replaces the rows with an alert; any truthy value counts. */
  error?: unknown;
  /** Shows 'Reintentar' in the error alert. */
  onRetry?: () => void;
  /** Faceted filters shown in the toolbar; their ids are the keys of `state.filters`. @default [] */
  filters?: FacetedFilterDef[];
  /** Accessible name and placeholder of the search box; without it there is no search box. */
  searchLabel?: string;
  /** Elements at the end of the toolbar, for example a 'Nuevo empleado' button. */
  toolbarActions?: React.ReactNode;
  /** The actions of each row, shown as a '⋯' menu in a last column. */
  rowActions?: (row: TData) => RowAction[];
  /** How a row is named in its menu button ('Acciones de {label}'). @default the value of the first column */
  getRowLabel?: (row: TData) => string;
  /** Shown when there are no records at all (no search or filters). @default an EmptyState 'Aún no hay registros' */
  emptyState?: React.ReactNode;
  /** Choices of the per-page select. @default [10, 25, 50] */
  perPageOptions?: readonly number[];
  /** Class names of the wrapper. */
  className?: string;
};

const ACTIONS_COLUMN = '__acciones';

/**
 * The state last asked of the parent: the `state` prop, or a change sent since that the parent
 * has not applied yet (a URL navigation still loading its data). A second change made meanwhile
 * (a sort clicked while the search box waits out its 300 ms) builds on the first instead of
 * dropping it. The prop wins again as soon as its value changes.
 */
function useRequestedState(state: ServerTableState): React.RefObject<ServerTableState> {
  const requested = React.useRef(state);
  const value = JSON.stringify(state);
  React.useEffect(() => {
    requested.current = JSON.parse(value) as ServerTableState;
  }, [value]);
  return requested;
}

/**
 * A back-office list whose rows, sorting, search, filters and pages come from
 * the server (TanStack Table in manual mode, shaped like the shadcn/ui tasks
 * example): the app owns `state` and refetches on `onStateChange`. Headers
 * report `aria-sort`, a polite live region announces the result count, and
 * loading, refetching, error, empty and "no results for these filters" each
 * have their own look.
 */
function ServerDataTable<TData>({
  columns,
  data,
  caption,
  hideCaption = false,
  getRowId,
  state,
  onStateChange,
  total,
  isLoading = false,
  isFetching = false,
  error,
  onRetry,
  filters = [],
  searchLabel,
  toolbarActions,
  rowActions,
  getRowLabel,
  emptyState,
  perPageOptions,
  className,
}: ServerDataTableProps<TData>) {
  const messages = uiMessages.serverTable;
  const pageCount = pageCountOf(total, state.perPage);
  const isFiltered = hasActiveFilters(state);
  const requested = useRequestedState(state);
  // Anything but the page moves back to page 1; cleared `q`/`sort` are dropped, not kept as undefined.
  const change = (patch: Partial<ServerTableState>) => {
    const next: ServerTableState = { ...requested.current, ...patch, page: 1 };
    if (!next.q) delete next.q;
    if (!next.sort) delete next.sort;
    requested.current = next;
    onStateChange(next);
  };
  const changePage = (page: number) => {
    requested.current = { ...requested.current, page };
    onStateChange(requested.current);
  };

  const allColumns = React.useMemo<Array<ColumnDef<TData, unknown>>>(() => {
    if (!rowActions) return columns;
    return [
      ...columns,
      {
        id: ACTIONS_COLUMN,
        enableSorting: false,
        header: () => <span className="sr-only">{messages.actions}</span>,
        cell: ({ row }) => (
          <div className="flex justify-end">
            <DataTableRowActions
              actions={rowActions(row.original)}
              rowLabel={
                getRowLabel?.(row.original) ?? String(row.getAllCells()[0]?.getValue() ?? row.id)
              }
            />
          </div>
        ),
      },
    ];
  }, [columns, rowActions, getRowLabel, messages.actions]);

  const sorting: SortingState = state.sort ? [state.sort] : [];
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    state: {
      sorting,
      pagination: { pageIndex: state.page - 1, pageSize: state.perPage },
    },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount,
    // Ascending first on every column, as in DataTable.
    sortDescFirst: false,
    enableMultiSort: false,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      change({ sort: next[0] ? { id: next[0].id, desc: next[0].desc } : undefined });
    },
    getCoreRowModel: getCoreRowModel(),
  });

  // A page past the end (records deleted, or a stale URL) moves back to the last page.
  const lastPage = pageCount;
  React.useEffect(() => {
    if (!isLoading && !error && total > 0 && state.page > lastPage) {
      onStateChange({ ...state, page: lastPage });
    }
  }, [isLoading, error, total, state, lastPage, onStateChange]);

  const rows = table.getRowModel().rows;
  const columnCount = allColumns.length;
  const hasError = Boolean(error);
  const status = isLoading
    ? uiMessages.loading
    : hasError
      ? ''
      : total === 1
        ? messages.result
        : formatMessage(messages.results, { count: total });

  const clearFilters = () => change({ q: undefined, filters: {} });

  let body: React.ReactNode;
  if (isLoading) {
    body = Array.from({ length: Math.min(state.perPage, 5) }, (_, index) => (
      <TableRow key={`skeleton-${index}`} data-slot="data-table-skeleton-row">
        {Array.from({ length: columnCount }, (_unused, cell) => (
          <TableCell key={cell}>
            <Skeleton className="h-4 w-full" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (hasError) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} className="p-4">
          <div
            role="alert"
            data-slot="data-table-error"
            className="flex flex-col items-center gap-3 rounded-md border border-danger p-6 text-center"
          >
            <AlertCircleIcon aria-hidden="true" className="size-6 text-danger" />
            <p className="font-semibold">{messages.errorTitle}</p>
            <p className="text-sm text-muted-foreground">{messages.errorDescription}</p>
            {onRetry ? (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {messages.retry}
              </Button>
            ) : null}
          </div>
        </TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columnCount} className="p-4 whitespace-normal">
          {isFiltered ? (
            <EmptyState
              data-slot="data-table-no-results"
              icon={<SearchXIcon />}
              title={messages.filteredTitle}
              description={messages.filteredDescription}
              action={
                <Button variant="outline" size="sm" onClick={clearFilters}>
                  {messages.clearFilters}
                </Button>
              }
            />
          ) : (
            (emptyState ?? (
              <EmptyState title={messages.emptyTitle} description={messages.emptyDescription} />
            ))
          )}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => (
      <TableRow key={row.id}>
        {row.getVisibleCells().map((cell, index) => (
          <TableCell key={cell.id} label={columnLabel(cell.column, index)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div
      data-slot="server-data-table"
      data-loading={isLoading || undefined}
      data-fetching={(isFetching && !isLoading) || undefined}
      className={cn('grid gap-3', className)}
    >
      <DataTableToolbar
        searchLabel={searchLabel}
        q={state.q}
        onSearchChange={(q) => change({ q })}
        filters={filters}
        filterValues={state.filters}
        onFilterChange={(id, values) => {
          const next = { ...state.filters };
          if (values.length > 0) next[id] = values;
          else delete next[id];
          change({ filters: next });
        }}
        isFiltered={isFiltered}
        onClearFilters={clearFilters}
        actions={toolbarActions}
      />
      {/* A refetch keeps the rows readable (dimming them would break contrast) and shows a bar instead. */}
      <div aria-hidden="true" className="-mb-3 h-0.5 overflow-hidden rounded-full">
        {isFetching && !isLoading ? (
          <div
            data-slot="data-table-fetching"
            className="h-full w-full animate-pulse bg-primary motion-reduce:animate-none"
          />
        ) : null}
      </div>
      <Table aria-busy={isLoading || isFetching || undefined}>
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
        <TableBody>{body}</TableBody>
      </Table>
      <p role="status" data-slot="data-table-status" className="sr-only">
        {status}
      </p>
      {!isLoading && !hasError && total > 0 ? (
        <DataTablePagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          perPageOptions={perPageOptions}
          label={formatMessage(messages.paginationOf, { caption })}
          onPageChange={changePage}
          onPerPageChange={(perPage) => change({ perPage })}
        />
      ) : null}
    </div>
  );
}

export { ServerDataTable, type ServerDataTableProps };
