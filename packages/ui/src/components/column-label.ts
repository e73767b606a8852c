import type { Column, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name as text, for a header that is not a string (a narrow table's card labels). */
    label?: string;
  }
}

/**
 * The label of a column's cells when a table is shown as cards (`TableCell`'s `label`): the
 * column's `meta.label`, else its header when that is a string; none for a row's first cell,
 * which is the card's title.
 */
export function columnLabel<TData>(
  column: Column<TData, unknown>,
  index: number,
): string | undefined {
  if (index === 0) return undefined;
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : undefined);
}
