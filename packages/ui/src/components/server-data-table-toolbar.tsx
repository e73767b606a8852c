import { SearchIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import {
  DataTableFacetedFilter,
  type FacetedFilterDef,
} from './server-data-table-faceted-filter.tsx';

/** Wait after the last keystroke before searching, in ms. */
const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link DataTableToolbar}. */
type DataTableToolbarProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  /** Accessible name and placeholder of the search box; the box is hidden without it. */
  searchLabel?: string;
  /** The current search (controlled); absent when empty. */
  q?: string;
  /** Called 300 ms after the last keystroke with the trimmed text (`undefined` when empty). */
  onSearchChange: (q: string | undefined) => void;
  /** The faceted filters to show. @default [] */
  filters?: FacetedFilterDef[];
  /** Chosen values per filter id. */
  filterValues: Record<string, string[]>;
  /** Called with one filter's new values. */
  onFilterChange: (id: string, values: string[]) => void;
  /** Shows 'Limpiar filtros' (search and filters). */
  onClearFilters?: () => void;
  /** Whether any search or filter is active (shows the clear button). @default false */
  isFiltered?: boolean;
  /** Buttons at the end of the toolbar, for example 'Nuevo empleado'. */
  actions?: React.ReactNode;
};

/**
 * The row above a {@link ServerDataTable}: a debounced search box (300 ms),
 * the faceted filters, 'Limpiar filtros' and the caller's actions.
 */
function DataTableToolbar({
  searchLabel,
  q,
  onSearchChange,
  filters = [],
  filterValues,
  onFilterChange,
  onClearFilters,
  isFiltered = false,
  actions,
  className,
  ...props
}: DataTableToolbarProps) {
  const [text, setText] = React.useState(q ?? '');
  // What we last reported, so a parent update that echoes it never overwrites newer keystrokes.
  const reported = React.useRef(q ?? '');
  const onSearchChangeRef = React.useRef(onSearchChange);
  React.useEffect(() => {
    onSearchChangeRef.current = onSearchChange;
  });

  React.useEffect(() => {
    if ((q ?? '') !== reported.current) {
      reported.current = q ?? '';
      setText(q ?? '');
    }
  }, [q]);

  React.useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = trimmed;
      onSearchChangeRef.current(trimmed || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div
      data-slot="data-table-toolbar"
      className={cn('flex flex-wrap items-center justify-between gap-2', className)}
      {...props}
    >
      <div className="flex flex-1 flex-wrap items-center gap-2">
        {searchLabel ? (
          <div className="relative w-full sm:w-64">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              data-slot="data-table-search"
              aria-label={searchLabel}
              placeholder={searchLabel}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              className="h-8 pl-8"
            />
          </div>
        ) : null}
        {filters.map((filter) => (
          <DataTableFacetedFilter
            key={filter.id}
            {...filter}
            value={filterValues[filter.id] ?? []}
            onValueChange={(values) => onFilterChange(filter.id, values)}
          />
        ))}
        {isFiltered && onClearFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              reported.current = '';
              setText('');
              onClearFilters();
            }}
          >
            {uiMessages.serverTable.clearFilters}
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export { DataTableToolbar, SEARCH_DEBOUNCE_MS, type DataTableToolbarProps };
