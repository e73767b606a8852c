/**
 * The company in the workspace's header: its name, or, for staff of several companies, a select
 * that opens the same section of another company (switch-company.ts).
 */
import type { User } from '@jornada/api-client';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@jornada/ui';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../messages/messages.ts';
import { switchCompanyHref } from './switch-company.ts';

const m = messages.workspace;

/** Props of {@link CompanySwitcher}. */
export interface CompanySwitcherProps {
  companyId: number;
  /** The current company's name. */
  companyName: string;
  /** The companies the user is staff of (`User.companies`). */
  companies: User['companies'];
}

/** The current company, with a switcher when the user is staff of more than one. */
export function CompanySwitcher({ companyId, companyName, companies }: CompanySwitcherProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const switchable = companies.length > 1 && companies.some((c) => c.id === companyId);
  if (!switchable)
    return (
      <p className="truncate text-sm font-medium" data-slot="company-name">
        {companyName}
      </p>
    );
  return (
    <Select
      value={String(companyId)}
      onValueChange={(value) => void navigate(switchCompanyHref(pathname, Number(value)))}
    >
      <SelectTrigger size="sm" aria-label={m.switchCompany} className="max-w-64">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {companies.map((company) => (
          <SelectItem key={company.id} value={String(company.id)}>
            {company.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
