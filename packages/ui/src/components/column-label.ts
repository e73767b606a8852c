import type { Column } from '@tanstack/react-table';

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
