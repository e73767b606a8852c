/**
 * The two lists of "Turnos y recesos" (docs/decisions/0020-clock-in.md) as tabs: links to the shifts and to the
 * recesses, the current one marked with `aria-current="page"`. Each list has its own URL, so its
 * page, search and sort stay in the URL like every records screen.
 */
import { cn, navLinkVariants } from '@jornada/ui';
import { NavLink } from 'react-router';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { paths } from '../../paths.ts';

const m = clockPlanMessages.sections;

/** The tabs of company `companyId`'s shifts and recesses. */
export function ShiftSectionNav({ companyId }: { companyId: number }) {
  const link = cn(
    navLinkVariants(),
    'rounded-b-none border-b-2 border-transparent aria-[current=page]:border-primary',
  );
  return (
    <nav aria-label={m.label} className="-mb-2 flex gap-1 border-b border-border">
      <NavLink to={paths.clockShifts.href(companyId)} end className={link}>
        {m.shifts}
      </NavLink>
      <NavLink to={paths.clockRecesses.href(companyId)} end className={link}>
        {m.recesses}
      </NavLink>
    </nav>
  );
}
