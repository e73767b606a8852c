/**
 * The status board's table (docs/decisions/0020-clock-in.md): each employee with their status badge, today's shift,
 * check-in and check-out times and late minutes; sortable by column, 50 a page.
 */
import type { components } from '@jornada/api-client';
import { Badge, DataTable, type ColumnDef } from '@jornada/ui';
import { useMemo } from 'react';
import { messages } from '../../messages/messages.ts';
import { ClockStatusBadge } from './clock-status-badge.tsx';
import { formatTime } from './clock-time.ts';

type EmployeeClockStatus = components['schemas']['EmployeeClockStatus'];
/** A row with its department's name (the table caches what its columns read from a row). */
type BoardRow = EmployeeClockStatus & { department: string };

const m = messages.clockAttendance;

const columns: Array<ColumnDef<BoardRow, unknown>> = [
  {
    id: 'employee',
    header: m.board.employee,
    accessorFn: (row) => row.employee.name,
    cell: ({ row }) => (
      <div className="grid">
        <span className="font-medium">{row.original.employee.name}</span>
        <span className="text-xs text-muted-foreground">{row.original.employee_number}</span>
      </div>
    ),
  },
  {
    accessorKey: 'department',
    header: m.board.department,
    cell: ({ row }) => row.original.department || m.none,
  },
  {
    id: 'status',
    header: m.board.status,
    accessorFn: (row) => m.statuses[row.clock_status],
    cell: ({ row }) => <ClockStatusBadge status={row.original.clock_status} />,
  },
  {
    id: 'shift',
    header: m.board.shift,
    accessorFn: (row) => row.shift?.name ?? '',
    cell: ({ row }) => row.original.shift?.name ?? m.noShift,
  },
  {
    id: 'check_in_at',
    header: m.board.checkIn,
    accessorFn: (row) => row.check_in_at ?? '',
    cell: ({ row }) => (row.original.check_in_at ? formatTime(row.original.check_in_at) : m.none),
  },
  {
    id: 'check_out_at',
    header: m.board.checkOut,
    accessorFn: (row) => row.check_out_at ?? '',
    cell: ({ row }) => (row.original.check_out_at ? formatTime(row.original.check_out_at) : m.none),
  },
  {
    id: 'late',
    header: m.board.late,
    accessorFn: (row) => row.late_minutes,
    cell: ({ row }) =>
      row.original.late_minutes > 0 ? (
        <Badge variant="warning">{m.minutes(row.original.late_minutes)}</Badge>
      ) : (
        m.none
      ),
  },
];

/** Props of {@link StatusBoardTable}. */
export interface StatusBoardTableProps {
  rows: EmployeeClockStatus[];
  departmentName: ReadonlyMap<number, string>;
  loading: boolean;
  /** Shown when `rows` is empty. */
  emptyMessage: string;
}

/** The table. */
export function StatusBoardTable({
  rows,
  departmentName,
  loading,
  emptyMessage,
}: StatusBoardTableProps) {
  const names = [...departmentName].join();
  // A new array only when the rows or the names change: the table goes back to its first page
  // whenever its data changes.
  const data = useMemo(
    () => rows.map((row) => ({ ...row, department: departmentName.get(row.department_id) ?? '' })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for the map's content
    [rows, names],
  );
  return (
    <DataTable
      caption={m.board.caption}
      hideCaption
      columns={columns}
      data={data}
      pageSize={50}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}
