/**
 * The attendance records' columns (docs/decisions/0020-clock-in.md): employee, day, shift, check-in and check-out
 * ('En turno' while open), late minutes (highlighted), early leave, breaks, worked hours, the
 * source (the contract's labels) and the marks 'Fuera de geocerca' and 'Corregido'. Sortable:
 * employee, check-in, late and worked (the contract's `sort`).
 */
import type { components } from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { MapPinOff, Pencil } from 'lucide-react';
import { messages } from '../../messages/messages.ts';
import { formatDay, formatTime } from './clock-time.ts';

type Attendance = components['schemas']['Attendance'];

const m = messages.clockAttendance;
const r = m.records;

/** Minutes as '12 min', or '—' for none. */
const minutesOrNone = (value: number) => (value > 0 ? m.minutes(value) : m.none);

/** The columns. */
export const attendanceColumns: Array<ColumnDef<Attendance, unknown>> = [
  {
    id: 'employee',
    header: r.employee,
    accessorFn: (row) => row.employee.name,
    cell: ({ row }) => <span className="font-medium">{row.original.employee.name}</span>,
  },
  {
    id: 'date',
    header: r.date,
    enableSorting: false,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.date)}</span>,
  },
  {
    id: 'shift',
    header: r.shift,
    enableSorting: false,
    cell: ({ row }) => row.original.shift?.name ?? m.noShift,
  },
  {
    accessorKey: 'check_in_at',
    header: r.checkIn,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatTime(row.original.check_in_at)}</span>
    ),
  },
  {
    id: 'check_out_at',
    header: r.checkOut,
    enableSorting: false,
    cell: ({ row }) =>
      row.original.check_out_at ? (
        <span className="whitespace-nowrap">{formatTime(row.original.check_out_at)}</span>
      ) : (
        <Badge variant="success">{r.onShift}</Badge>
      ),
  },
  {
    accessorKey: 'late_minutes',
    header: r.late,
    cell: ({ row }) =>
      row.original.late_minutes > 0 ? (
        <Badge variant="warning">{m.minutes(row.original.late_minutes)}</Badge>
      ) : (
        m.none
      ),
  },
  {
    id: 'early_leave_minutes',
    header: r.earlyLeave,
    enableSorting: false,
    cell: ({ row }) => minutesOrNone(row.original.early_leave_minutes),
  },
  {
    id: 'break_minutes',
    header: r.breaks,
    enableSorting: false,
    cell: ({ row }) => minutesOrNone(row.original.break_minutes),
  },
  {
    accessorKey: 'worked_minutes',
    header: r.worked,
    cell: ({ row }) =>
      row.original.worked_minutes === null ? m.none : m.hours(row.original.worked_minutes),
  },
  {
    id: 'source',
    header: r.source,
    enableSorting: false,
    cell: ({ row }) => m.sources[row.original.source],
  },
  {
    id: 'marks',
    header: r.marks,
    enableSorting: false,
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        {row.original.outside_geofence ? (
          <Badge variant="danger">
            <MapPinOff aria-hidden="true" />
            {r.outsideGeofence}
          </Badge>
        ) : null}
        {row.original.corrected ? (
          <Badge variant="secondary">
            <Pencil aria-hidden="true" />
            {r.corrected}
          </Badge>
        ) : null}
      </span>
    ),
  },
];
