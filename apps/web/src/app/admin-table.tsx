/**
 * One list of the administrator's console (docs/decisions/0027-vacancy-console.md): a `ServerDataTable` over a console
 * list (features/admin/admin-lists.ts, features/vacancies/revision-list.ts) whose page, search and filters live in the URL, with an empty state.
 */
import {
  EmptyState,
  ServerDataTable,
  type ColumnDef,
  type FacetedFilterDef,
  type RowAction,
} from '@jornada/ui';
import type { QueryKey } from '@tanstack/react-query';
import { useCompanyRecordList, type CompanyRecordList } from '../records/company-record-list.ts';

/** Props of {@link AdminTable}. */
export interface AdminTableProps<TRecord extends { id: number }, TParams, TKey extends QueryKey> {
  list: CompanyRecordList<TRecord, TParams, TKey>;
  caption: string;
  columns: Array<ColumnDef<TRecord, unknown>>;
  /** How a row is named (its menu's accessible name). */
  rowLabel: (record: TRecord) => string;
  rowActions?: (record: TRecord) => RowAction[];
  filters?: FacetedFilterDef[];
  /** The search box's name; without it there is no search. */
  search?: string;
  empty: string;
}

/** A console table (see the module's comment). */
export function AdminTable<TRecord extends { id: number }, TParams, TKey extends QueryKey>({
  list,
  caption,
  columns,
  rowLabel,
  rowActions,
  filters,
  search,
  empty,
}: AdminTableProps<TRecord, TParams, TKey>) {
  const { state, setState, query } = useCompanyRecordList(list, 0);
  return (
    <ServerDataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={query.data?.data ?? []}
      total={query.data?.meta.total ?? 0}
      getRowId={(record) => String(record.id)}
      getRowLabel={rowLabel}
      state={state}
      onStateChange={setState}
      {...(search ? { searchLabel: search } : {})}
      {...(filters ? { filters } : {})}
      {...(rowActions ? { rowActions } : {})}
      isLoading={query.isPending}
      isFetching={query.isFetching && !query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyState={<EmptyState title={empty} />}
    />
  );
}
