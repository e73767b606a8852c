/**
 * The three lists of complaints (decision 41), each a `ServerDataTable` whose page, search, sort
 * and status filter live in the URL (records/company-record-list.ts): the company's («Quejas», staff),
 * the filer's («Mis quejas») and every company's (the administrator's console). The reporter
 * column shows 'Anónima' wherever the server withheld the reporter.
 */
import {
  listCompanyComplaintsQueryOptions,
  listComplaintsQueryOptions,
  listUserComplaintsQueryOptions,
  type components,
} from '@jornada/api-client';
import { EmptyState, ServerDataTable, type ColumnDef } from '@jornada/ui';
import type { QueryKey } from '@tanstack/react-query';
import {
  bothDirections,
  defineCompanyRecordList,
  pageParams,
  useCompanyRecordList,
  type CompanyRecordList,
} from '../../records/company-record-list.ts';
import { dateColumn, linkColumn, statusColumn } from '../../records/record-columns.tsx';
import { choiceFilter } from '../../records/record-filters.ts';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';
import {
  complaintStatuses,
  complaintStatusVariant,
  type ComplaintStatus,
} from './complaint-status.ts';

type Complaint = components['schemas']['Complaint'];

const m = messages.complaints;
const sortKeys = ['folio', 'status', 'category', 'created_at', 'updated_at'] as const;
const sorts = bothDirections(sortKeys);
const defaults = { filterKeys: ['status'], sortKeys };
const statusOf = (state: Parameters<typeof firstFilter>[0]) => {
  const status = firstFilter(state, 'status') as ComplaintStatus | undefined;
  return status ? { status } : {};
};

/** The company's complaints (`listCompanyComplaints`), keyed by the company's id. */
export const companyComplaintList = defineCompanyRecordList({
  defaults,
  params: (state) => ({ ...pageParams(state, sorts), ...statusOf(state) }),
  query: listCompanyComplaintsQueryOptions,
});

/** Every company's complaints (`listComplaints`, administrators); the id is ignored. */
export const allComplaintList = defineCompanyRecordList({
  defaults,
  params: (state) => ({ ...pageParams(state, sorts), ...statusOf(state) }),
  query: (api, _id: number, params: Parameters<typeof listComplaintsQueryOptions>[1]) =>
    listComplaintsQueryOptions(api, params),
});

/** The filer's complaints (`listUserComplaints`), keyed by the user's id. */
export const userComplaintList = defineCompanyRecordList({
  defaults,
  params: (state) => ({ page: state.page, per_page: state.perPage, ...statusOf(state) }),
  query: listUserComplaintsQueryOptions,
});

/** Which columns a list shows, and where a folio links to. */
export interface ComplaintColumnsOptions {
  href: (complaint: Complaint) => string;
  /** Show the company's name (the filer's and the administrator's lists). */
  company?: boolean;
  /** Show who filed it, or 'Anónima' (the company's and the administrator's lists). */
  reporter?: boolean;
}

function complaintColumns({
  href,
  company,
  reporter,
}: ComplaintColumnsOptions): Array<ColumnDef<Complaint, unknown>> {
  return [
    linkColumn('folio', m.folio, href, (complaint) => complaint.folio),
    { accessorKey: 'subject', header: m.subject, enableSorting: false },
    {
      accessorKey: 'category',
      header: m.category,
      cell: ({ row }) => m.categories[row.original.category],
    },
    ...(company
      ? [{ accessorKey: 'company_name', header: m.company, enableSorting: false } as const]
      : []),
    ...(reporter
      ? [
          {
            id: 'reporter',
            header: m.reporter,
            enableSorting: false,
            cell: ({ row }) =>
              row.original.reporter?.name ??
              (row.original.anonymous ? m.anonymousReporter : m.deletedAccount),
          } satisfies ColumnDef<Complaint, unknown>,
        ]
      : []),
    statusColumn(m.status, m.statuses, complaintStatusVariant),
    dateColumn('created_at', m.createdAt, 'date'),
  ];
}

/** Props of {@link ComplaintTable}. */
export interface ComplaintTableProps<
  TParams,
  TKey extends QueryKey,
> extends ComplaintColumnsOptions {
  list: CompanyRecordList<Complaint, TParams, TKey>;
  /** The company's or the user's id the list is keyed by. */
  ownerId: number;
  texts: { caption: string; search?: string; emptyTitle: string; emptyText: string };
  emptyAction?: React.ReactNode;
}

/** A paged, filterable table of complaints (see the module's comment). */
export function ComplaintTable<TParams, TKey extends QueryKey>({
  list,
  ownerId,
  texts,
  emptyAction,
  ...columns
}: ComplaintTableProps<TParams, TKey>) {
  const { state, setState, query } = useCompanyRecordList(list, ownerId);
  return (
    <ServerDataTable
      caption={texts.caption}
      hideCaption
      columns={complaintColumns(columns)}
      data={query.data?.data ?? []}
      total={query.data?.meta.total ?? 0}
      getRowId={(complaint) => String(complaint.id)}
      getRowLabel={(complaint) => complaint.folio}
      state={state}
      onStateChange={setState}
      {...(texts.search ? { searchLabel: texts.search } : {})}
      filters={[choiceFilter('status', m.status, m.statuses, complaintStatuses)]}
      isLoading={query.isPending}
      isFetching={query.isFetching && !query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyState={
        <EmptyState title={texts.emptyTitle} description={texts.emptyText} action={emptyAction} />
      }
    />
  );
}
