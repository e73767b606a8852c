/**
 * Loads the vacancy search's place and area filters (advanced-filters.tsx) on demand, and keeps
 * the loaded component so that a screen that already has it renders it in the same pass, with no
 * loading state (docs/decisions/0035-first-load.md).
 */
import type { ComponentType } from 'react';
import type { VacancyListSearch } from '../../paths.ts';
import type { AdvancedFiltersProps } from './advanced-filters.tsx';

let loaded: ComponentType<AdvancedFiltersProps> | null = null;
let pending: Promise<ComponentType<AdvancedFiltersProps>> | null = null;

/** Fetches the filters' module once; resolves with its component. */
export function loadAdvancedFilters(): Promise<ComponentType<AdvancedFiltersProps>> {
  pending ??= import('./advanced-filters.tsx').then((module) => {
    loaded = module.AdvancedFilters;
    return loaded;
  });
  return pending;
}

/** The filters' component once loaded, else null. */
export function loadedAdvancedFilters(): ComponentType<AdvancedFiltersProps> | null {
  return loaded;
}

/** The media query from which the filters show without «Más filtros» (Tailwind's `md`). */
export const wideScreenQuery = '(min-width: 48rem)';

/** Whether the search in the URL uses a state, municipality or area. */
export function usesAdvancedFilters(search: VacancyListSearch): boolean {
  return (
    search.state_id !== undefined ||
    search.municipality_id !== undefined ||
    (search.job_category_id?.length ?? 0) > 0
  );
}

/**
 * Whether the vacancy list opens with the place and area filters showing: on a wide screen, or
 * when the URL uses one of them.
 */
export function showsAdvancedFilters(search: VacancyListSearch): boolean {
  return usesAdvancedFilters(search) || (globalThis.matchMedia?.(wideScreenQuery).matches ?? false);
}
