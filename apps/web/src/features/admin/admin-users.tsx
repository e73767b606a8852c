/**
 * The console's users (docs/decisions/0027-vacancy-console.md): every account with its roles and
 * whether an administrator verified its profile, searchable and filtered to the unverified ones;
 * each row's menu verifies the profile (or takes it back) and assigns roles (roles-dialog.tsx).
 */
import { verifyUserMutationOptions, type components } from '@jornada/api-client';
import { Badge, type ColumnDef } from '@jornada/ui';
import { useState } from 'react';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { adminUserList } from './admin-lists.ts';
import { AdminTable } from '../../app/admin-table.tsx';
import { RolesDialog } from './roles-dialog.tsx';
import { useAdminAction } from '../../app/use-admin-action.ts';

type User = components['schemas']['User'];

const m = recruitingMessages.admin.users;
const c = recruitingMessages.admin.companies;
const fullName = (user: User) => [user.name, user.surname, user.lastname].filter(Boolean).join(' ');

const columns: Array<ColumnDef<User, unknown>> = [
  { id: 'name', header: m.name, enableSorting: false, cell: ({ row }) => fullName(row.original) },
  { id: 'email', header: m.email, enableSorting: false, cell: ({ row }) => row.original.email },
  {
    id: 'roles',
    header: m.roles,
    enableSorting: false,
    cell: ({ row }) => row.original.roles.map((role) => m.roleNames[role]).join(', '),
  },
  {
    id: 'verified',
    header: m.verified,
    enableSorting: false,
    cell: ({ row }) => (
      <Badge variant={row.original.verified_profile ? 'success' : 'warning'}>
        {row.original.verified_profile ? c.yes : c.no}
      </Badge>
    ),
  },
];

/** The users section. */
export function AdminUsers() {
  const verify = useAdminAction(verifyUserMutationOptions, m.failed);
  const [roles, setRoles] = useState<{ open: boolean; user?: User; key: number }>({
    open: false,
    key: 0,
  });
  return (
    <section className="grid gap-4" aria-labelledby="admin-users">
      <header className="grid gap-1">
        <h2 id="admin-users" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      <AdminTable
        list={adminUserList}
        caption={m.caption}
        columns={columns}
        search={m.search}
        rowLabel={fullName}
        filters={[
          {
            id: 'verified',
            label: m.verified,
            options: [
              { value: 'false', label: c.no },
              { value: 'true', label: c.yes },
            ],
          },
        ]}
        rowActions={(user) => [
          {
            label: user.verified_profile ? m.unverify : m.verify,
            onSelect: () =>
              void verify.run(
                { userId: user.id, verified_profile: !user.verified_profile },
                (saved) => m.verifiedDone(fullName(saved)),
              ),
          },
          {
            label: m.assignRoles,
            onSelect: () => setRoles((r) => ({ open: true, user, key: r.key + 1 })),
          },
        ]}
        empty={m.empty}
      />
      {roles.user ? (
        <RolesDialog
          key={roles.key}
          user={roles.user}
          open={roles.open}
          onOpenChange={(open) => setRoles((r) => ({ ...r, open }))}
        />
      ) : null}
    </section>
  );
}
