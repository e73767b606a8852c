/**
 * Each role's main screens, from the session's user alone (roles, companies and departments;
 * app/company-access.ts), for the headers, the ☰ menu, the account menu and /inicio
 * (docs/decisions/0047-role-homes.md). A person with several roles gets a group per role, in the
 * precedence of app/landing.ts: administrator, company staff, workforce (employee or driver),
 * job seeker. The first link of a group is that role's home.
 */
import type { User } from '@jornada/api-client';
import { isAdmin, isWorkforce } from '../../app/company-access.ts';
import { paths } from '../../paths.ts';
import { roleHomeMessages as m } from './role-home-messages.ts';

type Person = Pick<User, 'roles' | 'companies' | 'departments'>;

/** One link of a role's group. */
export interface RoleLink {
  href: string;
  label: string;
  /** Whether the link is current only on its own path (not on the paths under it). */
  end: boolean;
}

/** Which role a group is for. */
export type RoleGroupId = 'admin' | 'staff' | 'workforce' | 'seeker';

/** A role's links; `links[0]` is its home. */
export interface RoleGroup {
  id: RoleGroupId;
  /** The group's name (a heading in the ☰ menu). */
  label: string;
  links: RoleLink[];
}

const link = (href: string, label: string, end = false): RoleLink => ({ href, label, end });

/** Whether the user is a driver (a driver is also an employee). */
function isDriver(user: Person): boolean {
  return user.roles.includes('driver');
}

/**
 * The groups of links of every role the user holds. A signed-in user who holds none of the
 * others gets the job seeker's (as the header always gave them).
 */
export function roleGroups(user: Person): RoleGroup[] {
  const groups: RoleGroup[] = [];
  if (isAdmin(user))
    groups.push({
      id: 'admin',
      label: m.groups.admin,
      links: [link(paths.admin.href(), m.links.console)],
    });
  if (user.companies.length > 0)
    groups.push({
      id: 'staff',
      label: m.groups.staff,
      links: user.companies.map((company) =>
        link(
          paths.workspace.href(company.id),
          user.companies.length === 1 ? m.links.myCompany : company.name,
        ),
      ),
    });
  if (isWorkforce(user))
    groups.push({
      id: 'workforce',
      label: m.groups.workforce,
      links: [
        ...(isDriver(user) ? [link(paths.myWork.href(), m.links.workday)] : []),
        link(paths.myAttendance.href(), m.links.attendance),
        link(paths.myComplaints.href(), m.links.complaints),
        link(paths.jobLetters.href(), m.links.letters),
      ],
    });
  if (user.roles.includes('job_seeker') || groups.length === 0)
    groups.push({
      id: 'seeker',
      label: m.groups.seeker,
      links: [
        link(paths.home.href(), m.links.home, true),
        link(paths.vacancies.href(), m.links.vacancies),
        link(paths.favourites.href(), m.links.favourites),
        link(paths.applications.href(), m.links.applications),
      ],
    });
  return groups;
}

/**
 * The header's links from `md` up: the one group's links, or with several roles each role's
 * home (the ☰ menu and the account menu hold the rest), so the header never runs out of room.
 */
export function headerLinks(groups: readonly RoleGroup[]): RoleLink[] {
  if (groups.length === 1) return groups[0]!.links;
  return groups.flatMap((group) => group.links.slice(0, 1));
}

/** Whether the user has the job seeker's pages (their CV, interviews and points). */
export function isSeeker(groups: readonly RoleGroup[]): boolean {
  return groups.some((group) => group.id === 'seeker');
}
