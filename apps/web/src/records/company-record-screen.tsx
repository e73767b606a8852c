/**
 * The screen of a company's records (docs/decisions/0015-company-records.md; back-office list): a heading, a
 * server-paged `ServerDataTable` whose page, search, sort and filters live in the URL
 * ({@link useCompanyRecordList}), 'Nuevo …' and 'Editar' opening the record's `RecordSheet`
 * (mounted afresh for each opening, so each record starts from its own values), 'Eliminar'
 * after a confirmation (record-delete-dialog.tsx), and a toast for each outcome. A screen
 * declares its list, columns, filters, sheet and delete mutation; the wiring is here once.
 */
import type { ApiError, JornadaClient } from '@jornada/api-client';
import {
  Button,
  EmptyState,
  ServerDataTable,
  type ColumnDef,
  type FacetedFilterDef,
  type RowAction,
  type ServerTableState,
} from '@jornada/ui';
import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages/messages.ts';
import { useCompanyRecordList, type CompanyRecordList } from './company-record-list.ts';
import { RecordDeleteDialog } from './record-delete-dialog.tsx';

/** The screen's texts, from the feature's part of the catalogue (`messages.units`…). */
export interface RecordScreenMessages {
  /** The page's heading (h1). */
  title: string;
  /** The line under the heading. */
  subtitle: string;
  /** The table's accessible name (a hidden caption). */
  caption: string;
  /** The search box's name; without it the list has no search (the API takes no `q`). */
  search?: string;
  /** The create button, e.g. 'Nueva unidad'. */
  create: string;
  /** Empty state of a company without records. */
  emptyTitle: string;
  emptyText: string;
  /** What deleting does, in the confirmation; a function of the record's name. */
  deleteText: string | ((name: string) => string);
  /** Success toast of a delete. */
  deleted: (name: string) => string;
  /** Shown instead of the server's message when a delete answers 409. @default the server's message */
  inUse?: string;
  /** The row menu's first action when records have their own page (`recordPage`), 'Ver ticket'. */
  open?: string;
}

/** What the screen hands the record's sheet. */
export interface RecordSheetSlotProps<TRecord> {
  /** The record being edited; absent to create one. */
  record?: TRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What the screen hands `rowActions` and `children`: ways to open its dialogs. */
export interface RecordScreenControls<TRecord> {
  /** Opens the sheet: to edit `record`, or to create one without it. */
  openSheet: (record?: TRecord) => void;
  /** Asks to delete `record`. */
  confirmDelete: (record: TRecord) => void;
}

/** Props of {@link CompanyRecordScreen}. */
export interface CompanyRecordScreenProps<
  TRecord extends { id: number },
  TParams,
  TKey extends QueryKey,
> {
  companyId: number;
  /** The list's definition (URL state, API parameters, query options). */
  list: CompanyRecordList<TRecord, TParams, TKey>;
  messages: RecordScreenMessages;
  columns: Array<ColumnDef<TRecord, unknown>>;
  /** Faceted filters; their ids are among `list.defaults.filterKeys`. */
  filters?: FacetedFilterDef[];
  /** How people name a record (its row's menu, the delete dialog, the toasts). */
  recordName: (record: TRecord) => string;
  /** The create/edit sheet (a `RecordSheet`). */
  renderSheet: (props: RecordSheetSlotProps<TRecord>) => ReactNode;
  /** The generated delete mutation options, e.g. `deleteUnitMutationOptions`. */
  deleteMutation: (
    api: JornadaClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<undefined, ApiError, number>;
  /**
   * The path of a record's own page, for records that have one: each row's menu then starts with
   * `messages.open`, which goes there.
   */
  recordPage?: (record: TRecord) => string;
  /** Actions of a row listed before 'Editar' and 'Eliminar' (after `messages.open`). */
  rowActions?: (record: TRecord, controls: RecordScreenControls<TRecord>) => RowAction[];
  /**
   * Controls in the toolbar before the create button, given the URL's table state (e.g. a date
   * range kept among the filters).
   */
  toolbar?: (table: {
    state: ServerTableState;
    setState: (next: ServerTableState) => void;
  }) => ReactNode;
  /** More dialogs of the screen. */
  children?: ReactNode;
}

/** The records screen of company `companyId` (see the module's comment). */
export function CompanyRecordScreen<
  TRecord extends { id: number },
  TParams,
  TKey extends QueryKey,
>({
  companyId,
  list,
  messages: m,
  columns,
  filters,
  recordName,
  renderSheet,
  deleteMutation,
  recordPage,
  rowActions,
  toolbar,
  children,
}: CompanyRecordScreenProps<TRecord, TParams, TKey>) {
  const navigate = useNavigate();
  const { state, setState, query } = useCompanyRecordList(list, companyId);
  // The sheet keeps its record while it closes; `key` gives each opening fresh values.
  const [sheet, setSheet] = useState<{ open: boolean; record?: TRecord; key: number }>({
    open: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<TRecord | null>(null);
  const controls: RecordScreenControls<TRecord> = {
    openSheet: (record) =>
      setSheet((s) => ({ open: true, key: s.key + 1, ...(record ? { record } : {}) })),
    confirmDelete: setDeleting,
  };
  const w = messages.workspace;
  const deletingName = deleting ? recordName(deleting) : '';
  const newButton = (
    <Button onClick={() => controls.openSheet()}>
      <Plus aria-hidden="true" />
      {m.create}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <ServerDataTable
        caption={m.caption}
        hideCaption
        columns={columns}
        data={query.data?.data ?? []}
        total={query.data?.meta.total ?? 0}
        getRowId={(record) => String(record.id)}
        getRowLabel={recordName}
        state={state}
        onStateChange={setState}
        {...(m.search ? { searchLabel: m.search } : {})}
        {...(filters ? { filters } : {})}
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbarActions={
          <>
            {toolbar?.({ state, setState })}
            {newButton}
          </>
        }
        rowActions={(record) => [
          ...(recordPage && m.open
            ? [{ label: m.open, onSelect: () => void navigate(recordPage(record)) }]
            : []),
          ...(rowActions?.(record, controls) ?? []),
          { label: w.edit, onSelect: () => controls.openSheet(record) },
          { label: w.delete, destructive: true, onSelect: () => setDeleting(record) },
        ]}
        emptyState={
          <EmptyState title={m.emptyTitle} description={m.emptyText} action={newButton} />
        }
      />
      <Fragment key={sheet.key}>
        {renderSheet({
          open: sheet.open,
          onOpenChange: (open) => setSheet((s) => ({ ...s, open })),
          ...(sheet.record ? { record: sheet.record } : {}),
        })}
      </Fragment>
      <RecordDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        recordId={deleting?.id ?? null}
        recordName={deletingName}
        description={
          typeof m.deleteText === 'string'
            ? m.deleteText
            : deleting
              ? m.deleteText(deletingName)
              : ''
        }
        deleteMutation={deleteMutation}
        deleted={m.deleted}
        inUse={m.inUse}
      />
      {children}
    </div>
  );
}
