/**
 * The workspace's side navigation by role (docs/decisions/0013-company-workspace-routes.md):
 * staff and administrators see the company's sections; administrators also the console.
 * The router's NavLink sets `aria-current="page"` on the current section.
 */
import type { User } from '@jornada/api-client';
import { navLinkVariants } from '@jornada/ui';
import {
  Building2,
  ClipboardCheck,
  Home,
  MapPin,
  Shield,
  Ticket,
  Users,
  Wrench,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { isAdmin } from '../../app/company-access.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';

const m = messages.workspace.nav;

/** One link of the side navigation. */
export interface WorkspaceNavItem {
  href: string;
  label: string;
  icon: typeof Home;
  /** Active only on this exact path (the landing), not on its children. */
  end?: boolean;
}

/** The links a user sees in a company's workspace. */
export function workspaceNavItems(
  user: Pick<User, 'roles'> | null,
  companyId: number,
): WorkspaceNavItem[] {
  const items: WorkspaceNavItem[] = [
    { href: paths.workspace.href(companyId), label: m.home, icon: Home, end: true },
    { href: paths.workspaceDepartments.href(companyId), label: m.departments, icon: Building2 },
    { href: paths.workspaceEmployees.href(companyId), label: m.employees, icon: Users },
    { href: paths.workspaceTerminals.href(companyId), label: m.terminals, icon: MapPin },
    { href: paths.workspaceTickets.href(companyId), label: m.tickets, icon: Ticket },
    { href: paths.serviceOrders.href(companyId), label: m.serviceOrders, icon: Wrench },
    { href: paths.revisionOrders.href(companyId), label: m.revisionOrders, icon: ClipboardCheck },
  ];
  if (isAdmin(user)) items.push({ href: paths.admin.href(), label: m.admin, icon: Shield });
  return items;
}

/** The links, for the layout's `nav` slot. */
export function WorkspaceNav({ items }: { items: WorkspaceNavItem[] }) {
  return items.map(({ href, label, icon: Icon, end }) => (
    <NavLink
      key={href}
      to={href}
      end={end ?? false}
      className={navLinkVariants({ orientation: 'vertical' })}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </NavLink>
  ));
}
