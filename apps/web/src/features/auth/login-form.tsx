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

const schema = z.object({
  username: z.email({ error: messages.login.emailInvalid }),
  password: z.string().min(1, { error: messages.login.passwordRequired }),
});

/** The credentials the form submits. */
export type Credentials = z.output<typeof schema>;

/**
 * The sign-in form. `onSubmit` may throw an API error: its message shows
 * above the button and what the user typed stays.
 */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (credentials: Credentials) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { defaultValues: { username: '', password: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} failureMessage={messages.login.failed}>
      <FormField
        control={form.control}
        name="username"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{messages.login.email}</FormLabel>
            <FormControl>
              <Input type="email" autoComplete="username" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{messages.login.password}</FormLabel>
            <FormControl>
              <Input type="password" autoComplete="current-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {messages.login.submit}
      </Button>
    </Form>
  );
}
