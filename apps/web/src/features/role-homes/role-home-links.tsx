/**
 * /inicio's way to each role's home (docs/decisions/0047-role-homes.md): a card per role other
 * than the job seeker's (whose home /inicio is), with that role's main screens.
 */
import type { User } from '@jornada/api-client';
import { ButtonLink, Card } from '@jornada/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { roleHomeMessages as m } from './role-home-messages.ts';
import { roleGroups, type RoleGroup } from './role-links.ts';

function RoleCard({ group }: { group: RoleGroup }) {
  const id = useId();
  return (
    <li>
      <Card role="group" aria-labelledby={id} className="grid gap-3 p-4">
        <h3 id={id} className="font-semibold">
          {group.label}
        </h3>
        <div className="flex flex-wrap gap-2">
          {group.links.map((link, index) => (
            <ButtonLink key={link.href} asChild variant={index === 0 ? 'primary' : 'outline'}>
              <Link to={link.href}>{link.label}</Link>
            </ButtonLink>
          ))}
        </div>
      </Card>
    </li>
  );
}

/** The section of links to `user`'s homes; nothing for a job seeker alone. */
export function RoleHomeLinks({
  user,
}: {
  user: Pick<User, 'roles' | 'companies' | 'departments'>;
}) {
  const groups = roleGroups(user).filter((group) => group.id !== 'seeker');
  const id = useId();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {m.homeHeading}
      </h2>
      <p className="text-muted-foreground">{m.homeText}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {groups.map((group) => (
          <RoleCard key={group.id} group={group} />
        ))}
      </ul>
    </section>
  );
}
