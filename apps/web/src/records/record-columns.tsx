/**
 * The columns that the records screens (records/company-record-screen.tsx) share: the record's name
 * in bold or a link to its page, the status as a badge, the unit, a person (or a word for none)
 * and a date. Each
 * builder names the record's field; the screen gives the header and, where it differs, the texts.
 */
import type { components } from '@jornada/api-client';
import { Badge, formatDate, formatDateTime, type BadgeProps, type ColumnDef } from '@jornada/ui';
import { Link } from 'react-router';
import { unitName } from '../app/company-fleet.ts';

type UnitRef = components['schemas']['UnitRef'];
type PersonRef = components['schemas']['PersonRef'];

/** The fields of `TRecord` whose values are `TValue`. */
type KeysOf<TRecord, TValue> = {
  [K in keyof TRecord]-?: TRecord[K] extends TValue ? K & string : never;
}[keyof TRecord];

/** A sortable column of the record's name (its folio, its economic number…) in bold. */
export function titleColumn<TRecord>(
  key: KeysOf<TRecord, string>,
  header: string,
): ColumnDef<TRecord, unknown> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => <span className="font-medium">{row.original[key] as string}</span>,
  } as ColumnDef<TRecord, unknown>;
}

/**
 * A sortable column whose cell links to the record's page (`href`), reading `text` (its folio,
 * its departure…).
 */
export function linkColumn<TRecord>(
  key: keyof TRecord & string,
  header: string,
  href: (record: TRecord) => string,
  text: (record: TRecord) => string,
): ColumnDef<TRecord, unknown> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => (
      <Link
        to={href(row.original)}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {text(row.original)}
      </Link>
    ),
  } as ColumnDef<TRecord, unknown>;
}

/** The sortable `status` column: the status's label (`labels`) in a badge of its colour. */
export function statusColumn<TRecord extends { status: string }>(
  header: string,
  labels: Record<TRecord['status'], string>,
  variant: (status: TRecord['status']) => BadgeProps['variant'],
): ColumnDef<TRecord, unknown> {
  return {
    accessorKey: 'status',
    header,
    cell: ({ row }) => {
      const status: TRecord['status'] = row.original.status;
      return <Badge variant={variant(status)}>{labels[status]}</Badge>;
    },
  } as ColumnDef<TRecord, unknown>;
}

/** The record's unit, 'T-027 · 89-AK-3F' (not sortable). */
export function unitColumn<TRecord extends { unit: UnitRef }>(
  header: string,
): ColumnDef<TRecord, unknown> {
  return {
    id: 'unit',
    header,
    enableSorting: false,
    cell: ({ row }) => unitName(row.original.unit),
  };
}

/** The person in field `key` (a driver, an inspector…) by name, or `none` (not sortable). */
export function personColumn<TRecord>(
  key: KeysOf<TRecord, PersonRef | null>,
  header: string,
  none: string,
): ColumnDef<TRecord, unknown> {
  return {
    id: key,
    header,
    enableSorting: false,
    cell: ({ row }) => (row.original[key] as PersonRef | null)?.name ?? none,
  };
}

/**
 * The sortable date (and time) in field `key`, or '—' when it has none, through the
 * shared es-MX formatters: 'dateTime' reads '10 mar 2026, 8:00 a.m.' in local time,
 * 'date' reads '10 mar 2026' (a date-only value stays the calendar date it names).
 * @param style how it reads. @default 'dateTime'
 */
export function dateColumn<TRecord>(
  key: KeysOf<TRecord, string | null>,
  header: string,
  style: 'date' | 'dateTime' = 'dateTime',
): ColumnDef<TRecord, unknown> {
  return {
    accessorKey: key,
    header,
    cell: ({ row }) => {
      const value = row.original[key] as string | null;
      if (!value) return '—';
      return style === 'date' ? formatDate(value, 'medium') : formatDateTime(value);
    },
  } as ColumnDef<TRecord, unknown>;
}
