/**
 * «Cartas laborales» of a company's workspace (docs/decisions/0029-letters-and-seeker-journey.md):
 * the requests on the shared server data table with the status filter in the URL; a requested
 * letter is issued (issue-letter-sheet.tsx) or rejected with a reason (reject-letter-sheet.tsx);
 * any letter opens at its printable page.
 */
import { Button, ButtonLink, EmptyState, ServerDataTable, type ColumnDef } from '@jornada/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCompanyRecordList } from '../../records/company-record-list.ts';
import { dateColumn, statusColumn } from '../../records/record-columns.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { paths } from '../../paths.ts';
import { IssueLetterSheet } from './issue-letter-sheet.tsx';
import {
  companyLetterList,
  jobLetterStatuses,
  jobLetterStatusVariant,
  type JobLetter,
} from './letter-list.ts';
import { RejectLetterSheet } from './reject-letter-sheet.tsx';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = lettersMessages.companyLetters;

type Open = { letter: JobLetter; action: 'issue' | 'reject' } | null;

function columns(open: (next: Open) => void): Array<ColumnDef<JobLetter, unknown>> {
  return [
    {
      accessorKey: 'folio',
      header: m.folio,
      enableSorting: false,
      cell: ({ row }) => <span className="font-medium">{row.original.folio}</span>,
    },
    {
      id: 'person',
      header: m.person,
      enableSorting: false,
      cell: ({ row }) => row.original.user.name,
    },
    {
      accessorKey: 'type',
      header: m.type,
      enableSorting: false,
      cell: ({ row }) => m.types[row.original.type],
    },
    { ...statusColumn(m.status, m.statuses, jobLetterStatusVariant), enableSorting: false },
    { ...dateColumn('created_at', m.requestedOn, 'date'), enableSorting: false },
    {
      id: 'actions',
      header: m.actions,
      enableSorting: false,
      cell: ({ row }) => {
        const letter = row.original;
        return (
          <div className="flex flex-wrap gap-2">
            {letter.status === 'solicitada' ? (
              <>
                <Button size="sm" onClick={() => open({ letter, action: 'issue' })}>
                  {m.issue}
                  <span className="sr-only"> {letter.folio}</span>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => open({ letter, action: 'reject' })}
                >
                  {m.reject}
                  <span className="sr-only"> {letter.folio}</span>
                </Button>
              </>
            ) : (
              <ButtonLink asChild size="sm" variant="outline">
                <Link to={paths.jobLetter.href(letter.id)}>
                  {m.view}
                  <span className="sr-only"> {letter.folio}</span>
                </Link>
              </ButtonLink>
            )}
          </div>
        );
      },
    },
  ];
}

/** The labour-letter inbox of company `companyId`. */
export function CompanyLettersScreen({ companyId }: { companyId: number }) {
  const { state, setState, query } = useCompanyRecordList(companyLetterList, companyId);
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <ServerDataTable
        caption={m.title}
        hideCaption
        columns={columns(setOpen)}
        data={query.data?.data ?? []}
        total={query.data?.meta.total ?? 0}
        getRowId={(letter) => String(letter.id)}
        getRowLabel={(letter) => letter.folio}
        state={state}
        onStateChange={setState}
        filters={[choiceFilter('status', m.status, m.statuses, jobLetterStatuses)]}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyState={<EmptyState title={m.emptyTitle} description={m.emptyText} />}
      />
      {open?.action === 'issue' ? (
        <IssueLetterSheet key={open.letter.id} letter={open.letter} open onOpenChange={close} />
      ) : null}
      {open?.action === 'reject' ? (
        <RejectLetterSheet key={open.letter.id} letter={open.letter} open onOpenChange={close} />
      ) : null}
    </div>
  );
}
