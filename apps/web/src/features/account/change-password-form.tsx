import { Button, Input } from '@jornada/ui';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useZodForm,
} from '@jornada/ui/forms';
import { z } from 'zod';
import { newPassword, passwordsMatch } from '../../app/password-rules.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.settings;

const schema = z
  .object({
    current_password: z.string().min(1, { error: messages.login.passwordRequired }),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(...passwordsMatch);

/** What the change-password form submits. */
export type ChangePasswordValues = z.output<typeof schema>;

/** Change-password form of /ajustes (`PUT /api/v1/update-password`). */
export function ChangePasswordForm({
  onSubmit,
}: {
  onSubmit: (values: ChangePasswordValues) => Promise<unknown>;
}) {
  const form = useZodForm(schema, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const fields = [
    { name: 'current_password', label: m.currentPassword, autoComplete: 'current-password' },
    { name: 'password', label: m.newPassword, autoComplete: 'new-password' },
    {
      name: 'password_confirmation',
      label: m.newPasswordConfirmation,
      autoComplete: 'new-password',
    },
  ] as const;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        form.reset();
      }}
    >
      {fields.map((f) => (
        <FormField
          key={f.name}
          control={form.control}
          name={f.name}
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{f.label}</FormLabel>
              <FormControl>
                <Input type="password" autoComplete={f.autoComplete} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormRootMessage />
      <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
        {m.savePassword}
      </Button>
    </Form>
  );
}
