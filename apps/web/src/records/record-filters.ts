/**
 * The faceted filters that the records screens (records/company-record-screen.tsx) share: one of an
 * enum's values (a status, a type, a priority) and one of the company's units.
 */
import type { components } from '@jornada/api-client';
import type { FacetedFilterDef } from '@jornada/ui';
import { unitName } from '../app/company-fleet.ts';

/**
 * The filter `id` among the values of an enum, named by `labels` (the catalogue's Spanish names).
 * @param values the choices in their order. @default the keys of `labels`, in their order
 */
export function choiceFilter<T extends string>(
  id: string,
  label: string,
  labels: Record<T, string>,
  values: readonly T[] = Object.keys(labels) as T[],
): FacetedFilterDef {
  return { id, label, options: values.map((value) => ({ value, label: labels[value] })) };
}

/** The `unit_id` filter among the company's units ('T-027 · 89-AK-3F'). */
export function unitFilter(
  label: string,
  units: ReadonlyArray<Pick<components['schemas']['Unit'], 'id' | 'economic_number' | 'plate'>>,
): FacetedFilterDef {
  return {
    id: 'unit_id',
    label,
    options: units.map((unit) => ({ value: String(unit.id), label: unitName(unit) })),
  };
}
