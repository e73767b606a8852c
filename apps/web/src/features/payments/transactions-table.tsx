/**
 * The ledger of the prepaid balance (docs/decisions/0021-payments.md)
 * on the shared `ServerDataTable`: date,
 * concept, type and status with their Spanish labels, and the amount signed and coloured. Paging
 * is the server's; the page lives in the URL (`?page=`), from 1.
 */
import { Badge, type ColumnDef, EmptyState, formatDateTime, ServerDataTable } from '@jornada/ui';
import { useTableState } from '../../app/use-table-state.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { SignedAmount } from './signed-amount.tsx';
import { changedBalance, statusVariant, type Transaction } from './transaction-labels.ts';

const m = paymentMessages.transactions;

const columns: Array<ColumnDef<Transaction, unknown>> = [
  {
    id: 'created_at',
    header: m.date,
    enableSorting: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
    ),
  },
  {
    id: 'description',
    header: m.description,
    enableSorting: false,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.description}</span>
        {row.original.reference ? (
          <span className="text-sm text-muted-foreground">
            {m.reference}: {row.original.reference}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: 'type',
    header: m.type,
    enableSorting: false,
    cell: ({ row }) => paymentMessages.types[row.original.type],
  },
  {
    id: 'status',
    header: m.status,
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={statusVariant(row.original.status)}>
        {paymentMessages.statuses[row.original.status]}
      </Badge>
    ),
  },
  {
    id: 'amount',
    header: () => <span className="block text-end">{m.amount}</span>,
    meta: { label: m.amount },
    enableSorting: false,
    cell: ({ row }) => (
      <div className="text-end">
        <SignedAmount cents={row.original.amount} muted={!changedBalance(row.original.status)} />
      </div>
    ),
  },
];

/** A page of the ledger as the API answers it. */
export interface TransactionPage {
  data: Transaction[];
  meta: { total: number };
}

/** The ledger's URL state: page and page size only (the API neither sorts nor filters it). */
export const transactionTableDefaults = { filterKeys: [], sortKeys: [] } as const;

/** The page and page size of the ledger kept in the URL, from page 1. */
export function useTransactionTableState() {
  return useTableState(transactionTableDefaults);
}

/** Props of {@link TransactionsTable}. */
export interface TransactionsTableProps {
  /** The query of the current page (`{ data: Transaction[], meta }`, amounts in cents of MXN). */
  query: {
    data: TransactionPage | undefined;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** The table state from {@link useTransactionTableState}. */
  tableState: ReturnType<typeof useTransactionTableState>;
  /** The table's accessible name. @default 'Movimientos del saldo' */
  caption?: string;
}

/** The ledger table (see the module's comment). */
export function TransactionsTable({
  query,
  tableState: [state, setState],
  caption = m.caption,
}: TransactionsTableProps) {
  return (
    <ServerDataTable
      caption={caption}
      hideCaption
      columns={columns}
      data={query.data?.data ?? []}
      total={query.data?.meta.total ?? 0}
      getRowId={(transaction) => String(transaction.id)}
      state={state}
      onStateChange={setState}
      isLoading={query.isPending}
      isFetching={query.isFetching && !query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyState={<EmptyState title={m.emptyTitle} description={m.emptyText} />}
    />
  );
}
