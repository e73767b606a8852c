/**
 * The candidates' evaluations of a work interview (`listWorkInterviewResults`, contract decision
 * 47) on the shared data table, best score first: name, score, passed or not, when they answered,
 * and a link to the answers at `/resultados-evaluacion/{id}`. Shows the first 50 (the contract's
 * page limit); a failed read says so with «Reintentar».
 */
import { listWorkInterviewResultsQueryOptions, type components } from '@jornada/api-client';
import { Badge, Button, ButtonLink, DataTable, formatDate, type ColumnDef } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../paths.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

type Result = components['schemas']['WorkInterviewResult'];

const m = lettersMessages.workInterviews;

const columns: Array<ColumnDef<Result, unknown>> = [
  { id: 'candidate', header: m.candidate, cell: ({ row }) => row.original.candidate.name },
  {
    accessorKey: 'score',
    header: m.score,
    cell: ({ row }) => <span className="font-medium">{m.scoreOf(row.original.score)}</span>,
  },
  {
    accessorKey: 'passed',
    header: m.outcome,
    cell: ({ row }) => (
      <Badge variant={row.original.passed ? 'success' : 'danger'}>
        {row.original.passed ? m.passed : m.failed}
      </Badge>
    ),
  },
  {
    accessorKey: 'completed_at',
    header: m.completedAt,
    cell: ({ row }) => formatDate(row.original.completed_at),
  },
  {
    id: 'answers',
    header: m.answers,
    enableSorting: false,
    cell: ({ row }) => (
      <ButtonLink asChild size="sm" variant="outline">
        <Link to={paths.evaluationResults.href(row.original.id, row.original.work_interview_id)}>
          {m.answers}
          <span className="sr-only"> {row.original.candidate.name}</span>
        </Link>
      </ButtonLink>
    ),
  },
];

/** The results of work interview `workInterviewId`. */
export function WorkInterviewResults({ workInterviewId }: { workInterviewId: number }) {
  const { api } = useAppContext();
  // Candidates answer at any moment: every visit reads the results again (staleTime 0), even
  // when a cached page survived the reload.
  const results = useQuery({
    ...listWorkInterviewResultsQueryOptions(api, workInterviewId, { per_page: 50 }),
    staleTime: 0,
  });
  return (
    <section aria-labelledby="resultados" className="grid gap-3">
      <h2 id="resultados" className="text-lg font-semibold">
        {m.resultsTitle}
      </h2>
      <DataTable
        caption={m.resultsTitle}
        hideCaption
        columns={columns}
        data={results.data?.data ?? []}
        pageSize={20}
        loading={results.isPending && !results.isError}
        emptyMessage={
          results.error ? (
            <span role="alert" className="inline-flex flex-wrap items-center gap-3">
              {errorText(results.error)}
              <Button size="sm" variant="outline" onClick={() => void results.refetch()}>
                {m.retry}
              </Button>
            </span>
          ) : (
            m.noResults
          )
        }
      />
    </section>
  );
}
