/**
 * The companies a person may file a complaint about, for the filing form's chooser: the ones
 * they work for (their departments' companies, named through `getCompany`, which admits the
 * workforce) and are staff of, then what they find in the public company directory
 * (`searchCompaniesDirectory`, two letters or more).
 */
import { searchCompaniesDirectoryQueryOptions, type User } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { useOwnCompanyOptions, type CompanyOption } from '../../app/own-companies.ts';

export { ownCompanyIds, type CompanyOption } from '../../app/own-companies.ts';

/**
 * The chooser's options (see the module's comment), without repeats.
 * @param search - the directory search typed by the person ('' for none).
 */
export function useCompanyOptions(
  user: Pick<User, 'departments' | 'companies'> | null,
  search: string,
): CompanyOption[] {
  const { api } = useAppContext();
  const own = useOwnCompanyOptions(user);
  const q = search.trim();
  const found = useQuery({
    ...searchCompaniesDirectoryQueryOptions(api, { q, per_page: 10 }),
    enabled: q.length >= 2,
  });
  const options = new Map(own.map(({ value, label }) => [value, label]));
  if (q.length >= 2)
    for (const company of found.data?.data ?? []) options.set(String(company.id), company.name);
  return [...options].map(([value, label]) => ({ value, label }));
}
