/**
 * Assigning a user's roles (docs/decisions/0002-roles.md):
 * a dialog with one checkbox per role, checked as the user has
 * them; saving replaces the roles (`assignUserRoles`). At least one; the server's refusal (e.g. an
 * administrator taking away their own role) shows in the dialog, which keeps the choice.
 */
import { assignUserRolesMutationOptions, type components } from '@jornada/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@jornada/ui';
import { CheckboxField, Form, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

type User = components['schemas']['User'];
type Role = User['roles'][number];

const m = recruitingMessages.admin.users;
/** The roles of ADR 0002, in the order the dialog lists them. */
export const allRoles: Role[] = ['job_seeker', 'company_staff', 'employee', 'driver', 'admin'];

const schema = z
  .object({
    roles: z.object(
      Object.fromEntries(allRoles.map((role) => [role, z.boolean()])) as Record<Role, z.ZodBoolean>,
    ),
  })
  .refine((values) => allRoles.some((role) => values.roles[role]), {
    error: m.atLeastOne,
    path: ['roles'],
  });

/** Props of {@link RolesDialog}. */
export interface RolesDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog; mount it with a `key` per opening so it starts from the user's roles. */
export function RolesDialog({ user, open, onOpenChange }: RolesDialogProps) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const assign = useMutation(assignUserRolesMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      roles: Object.fromEntries(
        allRoles.map((role) => [role, user.roles.includes(role)]),
      ) as Record<Role, boolean>,
    },
  });
  const rolesError = form.formState.errors.roles;
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{m.rolesTitle(name)}</DialogTitle>
          <DialogDescription>{m.rolesText}</DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={async (values) => {
            const roles = allRoles.filter((role) => values.roles[role]);
            await assign.mutateAsync({ userId: user.id, roles });
            feedback.succeeded(m.saved(name));
            onOpenChange(false);
          }}
        >
          <fieldset className="grid gap-3" aria-describedby="roles-error">
            <legend className="mb-2 font-medium">{m.rolesLegend}</legend>
            {allRoles.map((role) => (
              <CheckboxField key={role} name={`roles.${role}`} label={m.roleNames[role]} />
            ))}
          </fieldset>
          <p id="roles-error" role="alert" className="text-sm text-danger">
            {rolesError?.message ?? rolesError?.root?.message ?? ''}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{m.cancel}</Button>
            </DialogClose>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {m.save}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
