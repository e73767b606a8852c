/**
 * The companies a person may file a complaint about, for the filing form's chooser: the ones
 * they work for (their departments' companies, named through `getCompany`, which admits the
 * workforce) and are staff of, then what they find in the public company directory
 * (`searchCompaniesDirectory`, two letters or more).
 */
import {
  getCompanyQueryOptions,
  searchCompaniesDirectoryQueryOptions,
  type User,
} from '@jornada/api-client';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';

/** A company the chooser offers: its id as the select's value, and its name. */
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

/**
 * The chooser's options (see the module's comment), without repeats.
 * @param search - the directory search typed by the person ('' for none).
 */
export function useCompanyOptions(
  user: Pick<User, 'departments' | 'companies'> | null,
  search: string,
): CompanyOption[] {
  const { api } = useAppContext();
  const own = useQueries({
    queries: ownCompanyIds(user).map((id) => getCompanyQueryOptions(api, id)),
  });
  const q = search.trim();
  const found = useQuery({
    ...searchCompaniesDirectoryQueryOptions(api, { q, per_page: 10 }),
    enabled: q.length >= 2,
  });
  const options = new Map<string, string>();
  for (const company of user?.companies ?? []) options.set(String(company.id), company.name);
  for (const { data } of own) if (data) options.set(String(data.id), data.name);
  if (q.length >= 2)
    for (const company of found.data?.data ?? []) options.set(String(company.id), company.name);
  return [...options].map(([value, label]) => ({ value, label }));
}
