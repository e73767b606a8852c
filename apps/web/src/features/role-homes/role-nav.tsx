/**
 * Each role's links as the headers and menus show them (docs/decisions/0047-role-homes.md): in a
 * row in the header from `md` up, grouped by role in the ☰ menu below it, with the greeting the
 * header has no room for on a phone. The router's NavLink sets `aria-current="page"`.
 */
import type { User } from '@jornada/api-client';
import { navLinkVariants } from '@jornada/ui';
import { useId } from 'react';
import { NavLink } from 'react-router';
import { headerLinks, roleGroups, type RoleGroup, type RoleLink } from './role-links.ts';

type Person = Pick<User, 'roles' | 'companies' | 'departments'>;

function RoleNavLink({
  link,
  orientation,
}: {
  link: RoleLink;
  orientation: 'horizontal' | 'vertical';
}) {
  return (
    <NavLink to={link.href} end={link.end} className={navLinkVariants({ orientation })}>
      {link.label}
    </NavLink>
  );
}

/** The header's row of links of `user`'s roles ({@link headerLinks}). */
function RoleHeaderLinks({ user }: { user: Person }) {
  return (
    <>
      {headerLinks(roleGroups(user)).map((link) => (
        <RoleNavLink key={link.href} link={link} orientation="horizontal" />
      ))}
    </>
  );
}

function RoleMenuGroup({ group, named }: { group: RoleGroup; named: boolean }) {
  const id = useId();
  const links = group.links.map((link) => (
    <RoleNavLink key={link.href} link={link} orientation="vertical" />
  ));
  if (!named) return <div className="grid gap-1">{links}</div>;
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1">
      <p id={id} className="px-3 pt-3 text-xs font-semibold text-muted-foreground uppercase">
        {group.label}
      </p>
      {links}
    </div>
  );
}

/**
 * The ☰ menu's links of `user`'s roles, a group per role (named when there are several), under
 * the `greeting`.
 */
function RoleMenuLinks({ user, greeting }: { user: Person; greeting?: string }) {
  const groups = roleGroups(user);
  return (
    <>
      {greeting ? <p className="px-3 pb-2 font-semibold break-words">{greeting}</p> : null}
      {groups.map((group) => (
        <RoleMenuGroup key={group.id} group={group} named={groups.length > 1} />
      ))}
    </>
  );
}

export { RoleHeaderLinks, RoleMenuLinks };
