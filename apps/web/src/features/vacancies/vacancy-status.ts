/**
 * How vacancy statuses read (contract `VacancyStatus`, docs/decisions/0003-vacancy-status.md):
 * the badge colour of each, and the company's counts per status (`countVacancies`: its staff and
 * administrators get `by_status`).
 */
import {
  countVacanciesMutationOptions,
  vacanciesKeys,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import type { BadgeProps } from '@jornada/ui';
import type { QueryClient } from '@tanstack/react-query';

/** A vacancy status. */
export type VacancyStatus = components['schemas']['VacancyStatus'];

/** Badge colour of a status: published stands out, rejected warns, closed is quiet. */
export function vacancyStatusVariant(status: VacancyStatus): BadgeProps['variant'] {
  const variants: Record<VacancyStatus, BadgeProps['variant']> = {
    borrador: 'secondary',
    en_revision: 'primary',
    publicada: 'success',
    pausada: 'warning',
    cerrada: 'outline',
    rechazada: 'danger',
  };
  return variants[status];
}

/**
 * The query of company `companyId`'s vacancy counts per status. It lives under the vacancies'
 * list keys, so every create, edit, move and delete refreshes it.
 */
export function vacancyCountsQuery(
  api: JornadaClient,
  queryClient: QueryClient,
  companyId: number,
) {
  // The counter is a POST (`countVacancies`), so the generated options are a mutation's; its
  // request function reads the counts, and the query caches them.
  const count = countVacanciesMutationOptions(api, queryClient).mutationFn as unknown as (
    body: components['schemas']['VacancyCountInput'],
  ) => Promise<components['schemas']['VacancyCount']>;
  return {
    queryKey: [...vacanciesKeys.lists(), 'countVacancies', companyId] as const,
    queryFn: async () => {
      const counted = await count({ company_id: companyId });
      return counted.by_status ?? {};
    },
  };
}
