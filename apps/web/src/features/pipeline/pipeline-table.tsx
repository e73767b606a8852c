/**
 * The pipeline as a table (docs/decisions/0028-applications-pipeline.md), on the shared `ServerDataTable`: candidate (opens
 * the side panel), the vacancy (across vacancies only), status, match, expected salary, date
 * applied, and the same «Mover a…» menu as the board. The whole list is paged, searched (by the
 * candidate's name), sorted and filtered by status on the server (contract decision 55;
 * `pipelineTableQuery`), its state in the URL next to `?vacante=` and `?vista=`.
 */
import type { components } from '@jornada/api-client';
import {
  Badge,
  Button,
  ServerDataTable,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type ColumnDef,
  type ServerTableState,
} from '@jornada/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { oneValuePerFilter } from '../../app/use-table-state.ts';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import { pipelineTableQuery, tableDefaults } from './pipeline-queries.ts';
import {
  companyMoves,
  pipelineColumns,
  statusVariant,
  type ApplicationStatus,
} from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** The search params the screen keeps besides the table's state. */
const screenKeys = ['vacante', 'vista'];

/**
 * The table's state read from the URL and a setter that writes it back, keeping the screen's own
 * params (`vacante`, `vista`); a second status chosen replaces the first (the API filters by one).
 */
function usePipelineTableState(): [ServerTableState, (next: ServerTableState) => void] {
  const [search, setSearch] = useSearchParams();
  const state = tableStateFromSearchParams(search, tableDefaults);
  const setState = (next: ServerTableState) =>
    setSearch(
      (current) => {
        const params = tableStateToSearchParams(
          oneValuePerFilter(next, state, tableDefaults.filterKeys),
          tableDefaults,
        );
        for (const key of screenKeys) {
          const value = current.get(key);
          if (value !== null) params.set(key, value);
        }
        return params;
      },
      { replace: true },
    );
  return [state, setState];
}

/** Props of {@link PipelineTable}. */
export interface PipelineTableProps {
  companyId: number;
  /** The vacancy shown, or 0 for every vacancy of the company. */
  vacancyId: number;
  /** The vacancy's title, for the caption; `null` across the company's vacancies (adds «Vacante»). */
  vacancyTitle: string | null;
  /** The statuses of moves held for undo, by application id (shown instead of the listed one). */
  held: Record<number, ApplicationStatus>;
  /** Moves an application to a status it may go to. */
  onMove: (application: Application, to: ApplicationStatus) => void;
  /** Opens the candidate's side panel. */
  onOpen: (application: Application) => void;
}

/** The table (see the module's comment). */
export function PipelineTable({
  companyId,
  vacancyId,
  vacancyTitle,
  held,
  onMove,
  onOpen,
}: PipelineTableProps) {
  const { api } = useAppContext();
  const [state, setState] = usePipelineTableState();
  const query = useQuery({
    ...pipelineTableQuery(api, companyId, vacancyId, state),
    placeholderData: keepPreviousData,
  });
  const rows = (query.data?.data ?? []).map((a) =>
    held[a.id] ? { ...a, status: held[a.id]! } : a,
  );
  const columns: Array<ColumnDef<Application, unknown>> = [
    {
      id: 'name',
      header: m.columns.candidate,
      accessorFn: (a) => a.candidate.name,
      cell: ({ row }) => (
        <button
          type="button"
          className="text-left font-medium text-primary underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => onOpen(row.original)}
        >
          {row.original.candidate.name}
        </button>
      ),
    },
    ...(vacancyTitle === null
      ? [
          {
            id: 'vacancy',
            header: m.columns.vacancy,
            enableSorting: false,
            accessorFn: (a: Application) => a.vacancy.title,
          } satisfies ColumnDef<Application, unknown>,
        ]
      : []),
    {
      id: 'status',
      header: m.columns.status,
      enableSorting: false,
      accessorFn: (a) => m.statuses[a.status],
      cell: ({ row }) => (
        <Badge variant={statusVariant(row.original.status)}>
          {m.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'match_score',
      header: m.columns.match,
      accessorFn: (a) => a.match_score ?? -1,
      cell: ({ row }) => m.match(row.original.match_score),
    },
    {
      id: 'expected_salary',
      header: m.columns.salary,
      accessorFn: (a) => a.expected_salary ?? 0,
      cell: ({ row }) => m.salary(row.original.expected_salary),
    },
    {
      id: 'created_at',
      header: m.columns.applied,
      accessorFn: (a) => a.created_at,
      cell: ({ row }) => m.date(row.original.created_at),
    },
    {
      id: 'actions',
      header: m.columns.actions,
      enableSorting: false,
      cell: ({ row }) => {
        const moves = companyMoves(row.original.status);
        if (!moves.length) return <span className="text-sm text-muted-foreground">—</span>;
        return (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                aria-label={m.moveToLabel(row.original.candidate.name)}
              >
                {m.moveTo}
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {moves.map((to) => (
                <DropdownMenuItem key={to} onSelect={() => onMove(row.original, to)}>
                  {m.statuses[to]}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      },
    },
  ];
  return (
    <ServerDataTable
      columns={columns}
      data={rows}
      caption={vacancyTitle === null ? m.tableCaptionAll : m.tableCaption(vacancyTitle)}
      getRowId={(a) => String(a.id)}
      state={state}
      onStateChange={setState}
      total={query.data?.meta.total ?? 0}
      searchLabel={m.searchCandidate}
      filters={[
        {
          id: 'estado',
          label: m.columns.status,
          options: pipelineColumns.map((status) => ({
            value: status,
            label: m.statuses[status],
          })),
        },
      ]}
      isLoading={query.isPending}
      isFetching={query.isFetching && !query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyState={
        <p className="py-6 text-center text-sm text-muted-foreground">
          {vacancyTitle === null ? m.emptyAll : m.empty}
        </p>
      }
    />
  );
}
