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
import { messages } from '../../messages/messages.ts';
import { newPassword, passwordsMatch } from '../../app/password-rules.ts';

const m = messages.recovery;

const requestSchema = z.object({ email: z.email({ error: messages.login.emailInvalid }) });

/** Step 1 of /recuperar-password: ask for a reset code by email. */
export function RequestResetForm({ onSubmit }: { onSubmit: (email: string) => Promise<unknown> }) {
  const form = useZodForm(requestSchema, { defaultValues: { email: '' } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values.email)}>
      <FormField
        control={form.control}
        name="email"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{m.email}</FormLabel>
            <FormControl>
              <Input type="email" autoComplete="email" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {m.request}
      </Button>
    </Form>
  );
}

const resetSchema = z
  .object({
    code: z.string().trim().min(1, { error: m.codeRequired }),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .refine(...passwordsMatch);

/** What step 2 submits. */
export type ResetValues = z.output<typeof resetSchema>;

/** Step 2 of /recuperar-password: the code from the email and the new password. */
export function ResetPasswordForm({
  onSubmit,
}: {
  onSubmit: (values: ResetValues) => Promise<unknown>;
}) {
  const form = useZodForm(resetSchema, {
    defaultValues: { code: '', password: '', password_confirmation: '' },
  });
  const fields = [
    { name: 'code', label: m.code, type: 'text', autoComplete: 'one-time-code' },
    { name: 'password', label: m.password, type: 'password', autoComplete: 'new-password' },
    {
      name: 'password_confirmation',
      label: m.passwordConfirmation,
      type: 'password',
      autoComplete: 'new-password',
    },
  ] as const;
  return (
    <Form form={form} onSubmit={onSubmit}>
      {fields.map((f) => (
        <FormField
          key={f.name}
          control={form.control}
          name={f.name}
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{f.label}</FormLabel>
              <FormControl>
                <Input type={f.type} autoComplete={f.autoComplete} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormRootMessage />
      <Button type="submit" loading={form.formState.isSubmitting}>
        {m.reset}
      </Button>
    </Form>
  );
}
