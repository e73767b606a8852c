/**
 * The workspace's side navigation by role (docs/decisions/0013-company-workspace-routes.md):
 * staff and administrators see the company's sections, the fleet's in a group of their own
 * ("Flota") and the balance (docs/decisions/0021-payments.md; "Saldo"); administrators also the console. The router's NavLink sets
 * `aria-current="page"` on the current section.
 */
import type { User } from '@jornada/api-client';
import { navLinkVariants } from '@jornada/ui';
import {
  Activity,
  Briefcase,
  Building2,
  Bus,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  CalendarRange,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Container,
  FileSpreadsheet,
  Kanban,
  FileSignature,
  Home,
  ListChecks,
  Map,
  MessageSquareWarning,
  MapPin,
  QrCode,
  Route,
  Shield,
  Ticket,
  Truck,
  Upload,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { isAdmin } from '../../app/company-access.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { paymentMessages } from '../../messages/payment-messages.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = messages.workspace.nav;

/** One link of the side navigation. */
export interface WorkspaceNavItem {
  href: string;
  label: string;
  icon: typeof Home;
  /** Active only on this exact path (the landing), not on its children. */
  end?: boolean;
}

/** Links shown together; a labelled group gets a heading ("Flota"). */
export interface WorkspaceNavGroup {
  /** The group's heading; absent for the main sections. */
  label?: string;
  items: WorkspaceNavItem[];
}

/** The links a user sees in a company's workspace, in groups. */
export function workspaceNavItems(
  user: Pick<User, 'roles'> | null,
  companyId: number,
): WorkspaceNavGroup[] {
  const groups: WorkspaceNavGroup[] = [
    {
      items: [
        { href: paths.workspace.href(companyId), label: m.home, icon: Home, end: true },
        { href: paths.workspaceDepartments.href(companyId), label: m.departments, icon: Building2 },
        { href: paths.workspaceEmployees.href(companyId), label: m.employees, icon: Users },
        { href: paths.workspaceTerminals.href(companyId), label: m.terminals, icon: MapPin },
        { href: paths.workspaceTickets.href(companyId), label: m.tickets, icon: Ticket },
        {
          href: paths.workspaceVacancies.href(companyId),
          label: recruitingMessages.nav.vacancies,
          icon: Briefcase,
        },
        {
          href: paths.workspacePipeline.href(companyId),
          label: pipelineMessages.nav.applications,
          icon: Kanban,
        },
        {
          href: paths.workspaceInterviews.href(companyId),
          label: pipelineMessages.interviews.nav,
          icon: CalendarCheck,
        },
        {
          href: paths.workspaceBalance.href(companyId),
          label: paymentMessages.nav.balance,
          icon: Wallet,
        },
      ],
    },
    {
      label: m.fleet,
      items: [
        { href: paths.workspaceUnits.href(companyId), label: m.units, icon: Truck },
        { href: paths.workspaceRoutes.href(companyId), label: m.routes, icon: Route },
        { href: paths.workspaceTours.href(companyId), label: m.tours, icon: Bus },
        { href: paths.fleetMap.href(companyId), label: m.map, icon: Map },
        { href: paths.serviceOrders.href(companyId), label: m.serviceOrders, icon: ClipboardList },
        { href: paths.revisionOrders.href(companyId), label: m.revisionOrders, icon: Wrench },
      ],
    },
    {
      label: containerMessages.nav.group,
      items: [
        {
          href: paths.workspaceContainers.href(companyId),
          label: containerMessages.nav.containers,
          icon: Container,
        },
        {
          href: paths.workspaceContainerCalls.href(companyId),
          label: containerMessages.nav.calls,
          icon: CalendarClock,
        },
        {
          href: paths.workspaceContainerImport.href(companyId),
          label: containerMessages.nav.import,
          icon: Upload,
        },
        {
          href: paths.workspaceContainerReports.href(companyId),
          label: containerMessages.nav.reports,
          icon: FileSpreadsheet,
        },
      ],
    },
    {
      label: m.clock,
      items: [
        { href: paths.clockBoard.href(companyId), label: m.clockBoard, icon: Activity, end: true },
        {
          href: paths.clockAttendances.href(companyId),
          label: m.clockAttendances,
          icon: ListChecks,
        },
        { href: paths.clockShifts.href(companyId), label: m.clockShifts, icon: Clock },
        {
          href: paths.clockSchedules.href(companyId),
          label: m.clockSchedules,
          icon: CalendarRange,
        },
        { href: paths.clockPlanning.href(companyId), label: m.clockPlanning, icon: CalendarDays },
        { href: paths.clockKiosk.href(companyId), label: m.clockKiosk, icon: QrCode },
      ],
    },
  ];
  groups.push({
    label: lettersMessages.companyLetters.navGroup,
    items: [
      {
        href: paths.workspaceJobLetters.href(companyId),
        label: lettersMessages.companyLetters.title,
        icon: FileSignature,
      },
      {
        href: paths.workspaceWorkInterviews.href(companyId),
        label: lettersMessages.workInterviews.title,
        icon: ClipboardCheck,
      },
    ],
  });
  groups.push({
    label: m.complaintsGroup,
    items: [
      {
        href: paths.workspaceComplaints.href(companyId),
        label: m.complaints,
        icon: MessageSquareWarning,
      },
    ],
  });
  if (isAdmin(user))
    groups.push({ items: [{ href: paths.admin.href(), label: m.admin, icon: Shield }] });
  return groups;
}

function NavItems({ items }: { items: WorkspaceNavItem[] }) {
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

function NavGroup({ group, first }: { group: WorkspaceNavGroup; first: boolean }) {
  const headingId = useId();
  return (
    <div
      role={group.label ? 'group' : undefined}
      aria-labelledby={group.label ? headingId : undefined}
      className={first ? 'grid gap-1' : 'mt-3 grid gap-1 border-t border-border pt-3'}
    >
      {group.label ? (
        <h2
          id={headingId}
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {group.label}
        </h2>
      ) : null}
      <NavItems items={group.items} />
    </div>
  );
}

/** The links, for the layout's `nav` slot. */
export function WorkspaceNav({ items }: { items: WorkspaceNavGroup[] }) {
  return items.map((group, index) => (
    <NavGroup key={group.label ?? `group-${index}`} group={group} first={index === 0} />
  ));
}
