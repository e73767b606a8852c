/**
 * The companies a person belongs to, named: the ones they work for (their departments'
 * companies, named through `getCompany`, which admits the workforce) and the ones they are staff
 * of. Read by the complaint form's chooser and the labour-letter request (docs/decisions/0029-letters-and-seeker-journey.md).
 */
import { getCompanyQueryOptions, type User } from '@jornada/api-client';
import { useQueries } from '@tanstack/react-query';
import { useAppContext } from './app-context.ts';

/** A company as a chooser offers it: its id as the select's value, and its name. */
export interface CompanyOption {
  value: string;
  label: string;
}

/** The ids of the companies a user works for (departments) or is staff of, in that order. */
export function ownCompanyIds(user: Pick<User, 'departments' | 'companies'> | null): number[] {
  const ids = [
    ...(user?.departments ?? []).map((d) => d.company_id),
    ...(user?.companies ?? []).map((c) => c.id),
  ];
  return [...new Set(ids)];
}

/** The user's own companies as options, without repeats (names load as their queries answer). */
export function useOwnCompanyOptions(
  user: Pick<User, 'departments' | 'companies'> | null,
): CompanyOption[] {
  const { api } = useAppContext();
  const own = useQueries({
    queries: ownCompanyIds(user).map((id) => getCompanyQueryOptions(api, id)),
  });
  const options = new Map<string, string>();
  for (const company of user?.companies ?? []) options.set(String(company.id), company.name);
  for (const { data } of own) if (data) options.set(String(data.id), data.name);
  return [...options].map(([value, label]) => ({ value, label }));
}
