/**
 * The pipeline as a table (issue 16 item 2), on the shared `DataTable`: candidate (opens the side
 * panel), the vacancy (across vacancies only), status, match, expected salary, date applied, and
 * the same «Mover a…» menu as the board.
 */
import type { components } from '@jornada/api-client';
import {
  Badge,
  Button,
  DataTable,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type ColumnDef,
} from '@jornada/ui';
import { ChevronDown } from 'lucide-react';
import { pipelineMessages as m } from '../../pipeline-messages.ts';
import { companyMoves, statusVariant, type ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** Props of {@link PipelineTable}. */
export interface PipelineTableProps {
  /** The vacancy's title, for the caption; `null` across the company's vacancies (adds «Vacante»). */
  vacancyTitle: string | null;
  /** The applications with the status each shows (held moves applied). */
  applications: Application[];
  /** Moves an application to a status it may go to. */
  onMove: (application: Application, to: ApplicationStatus) => void;
  /** Opens the candidate's side panel. */
  onOpen: (application: Application) => void;
}

/** The table (see the module's comment). */
export function PipelineTable({ vacancyTitle, applications, onMove, onOpen }: PipelineTableProps) {
  const columns: Array<ColumnDef<Application, unknown>> = [
    {
      id: 'candidate',
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
            accessorFn: (a: Application) => a.vacancy.title,
          } satisfies ColumnDef<Application, unknown>,
        ]
      : []),
    {
      id: 'status',
      header: m.columns.status,
      accessorFn: (a) => m.statuses[a.status],
      cell: ({ row }) => (
        <Badge variant={statusVariant(row.original.status)}>
          {m.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'match',
      header: m.columns.match,
      accessorFn: (a) => a.match_score ?? -1,
      cell: ({ row }) => m.match(row.original.match_score),
    },
    {
      id: 'salary',
      header: m.columns.salary,
      accessorFn: (a) => a.expected_salary ?? 0,
      cell: ({ row }) => m.salary(row.original.expected_salary),
    },
    {
      id: 'applied',
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
    <DataTable
      columns={columns}
      data={applications}
      caption={vacancyTitle === null ? m.tableCaptionAll : m.tableCaption(vacancyTitle)}
      emptyMessage={vacancyTitle === null ? m.emptyAll : m.empty}
      pageSize={20}
    />
  );
}
