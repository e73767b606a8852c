/**
 * How a user earned their points (`listUserPointsMovements`, decision 40): each
 * movement's date, reason (Spanish label and the server's description) and points, signed and
 * coloured with the sign also in words; server paging from page 1, the page in the URL.
 */
import type { components } from '@jornada/api-client';
import {
  type ColumnDef,
  EmptyState,
  formatDateTime,
  ServerDataTable,
  type ServerTableState,
} from '@jornada/ui';
import type { ReactNode } from 'react';
import { paymentMessages } from '../../messages/payment-messages.ts';

type PointsMovement = components['schemas']['PointsMovement'];

const m = paymentMessages.points;

const columns: Array<ColumnDef<PointsMovement, unknown>> = [
  {
    id: 'created_at',
    header: m.date,
    enableSorting: false,
    cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  {
    id: 'reason',
    header: m.reason,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{paymentMessages.reasons[row.original.reason]}</span>
        <span className="text-sm text-muted-foreground">{row.original.description}</span>
      </div>
    ),
  },
  {
    id: 'points',
    header: () => <span className="block text-end">{m.points}</span>,
    meta: { label: m.points },
    enableSorting: false,
    cell: ({ row }) => {
      const n = row.original.points;
      return (
        <div
          data-sign={n >= 0 ? 'credit' : 'debit'}
          className="text-end font-medium tabular-nums data-[sign=credit]:text-success data-[sign=debit]:text-danger"
        >
          <span aria-hidden="true">{n >= 0 ? `+${n}` : `−${Math.abs(n)}`}</span>
          <span className="sr-only">{n >= 0 ? m.pointsCredit(n) : m.pointsDebit(-n)}</span>
        </div>
      );
    },
  },
];

/** Props of {@link PointsHistoryTable}. */
export interface PointsHistoryTableProps {
  /** The current page (`{ data: PointsMovement[], meta }`); undefined while loading. */
  page: { data: PointsMovement[]; meta: { total: number } } | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  state: ServerTableState;
  onStateChange: (next: ServerTableState) => void;
  /** Shown when there are no movements (e.g. a link to complete the profile). */
  emptyAction?: ReactNode;
  /** The table's name and its empty state's texts. @default the seeker's ('Historial de puntos'…) */
  texts?: { caption: string; emptyTitle: string; emptyText: string };
}

/** The points history (see the module's comment). */
export function PointsHistoryTable({
  page,
  isPending,
  isFetching,
  error,
  onRetry,
  state,
  onStateChange,
  emptyAction,
  texts = { caption: m.historyCaption, emptyTitle: m.emptyTitle, emptyText: m.emptyText },
}: PointsHistoryTableProps) {
  return (
    <ServerDataTable
      caption={texts.caption}
      hideCaption
      columns={columns}
      data={page?.data ?? []}
      total={page?.meta.total ?? 0}
      getRowId={(movement) => String(movement.id)}
      state={state}
      onStateChange={onStateChange}
      isLoading={isPending}
      isFetching={isFetching && !isPending}
      error={error}
      onRetry={onRetry}
      emptyState={
        <EmptyState title={texts.emptyTitle} description={texts.emptyText} action={emptyAction} />
      }
    />
  );
}
