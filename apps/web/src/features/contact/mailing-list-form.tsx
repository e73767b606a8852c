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
import { useState } from 'react';
import { z } from 'zod';
import { marketingMessages } from '../../messages/marketing-messages.ts';
import { createFormToken, type FormTokenProvider } from './form-token.ts';
import { useSubscribeToMailingList } from './subscribe-to-mailing-list.ts';

const t = marketingMessages.mailingList;

const schema = z.object({ email: z.email({ error: t.emailInvalid }) });

/** Props of {@link MailingListForm}. */
type MailingListFormProps = {
  /** Supplies the anti-bot token. @default a timing token ({@link createFormToken}) */
  getToken?: FormTokenProvider;
  /** Names the form landmark. @default 'Suscripción al boletín' */
  label?: string;
};

/**
 * The mailing-list subscription (`user_emails`, `token`):
 * one address, sent as a one-item list. Server errors on `user_emails` or
 * `user_emails.0` show under the field; the typed address stays on failure.
 */
function MailingListForm({ getToken, label = t.label }: MailingListFormProps) {
  const [shownAt] = useState(() => Date.now());
  const [done, setDone] = useState<string | null>(null);
  const mutation = useSubscribeToMailingList();
  const form = useZodForm(schema, { defaultValues: { email: '' } });

  return (
    <Form
      form={form}
      aria-label={label}
      failureMessage={t.failed}
      className="gap-3"
      onSubmit={async ({ email }) => {
        setDone(null);
        const token = await (getToken ? getToken() : createFormToken(shownAt));
        try {
          const message = await mutation.mutateAsync({ user_emails: [email], token });
          setDone(message || t.subscribed);
          form.reset({ email: '' });
        } catch (error) {
          throw renameListErrors(error);
        }
      }}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem required className="flex-1">
              <FormLabel>{t.email}</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" placeholder={t.placeholder} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="sm:mt-7" loading={form.formState.isSubmitting}>
          {t.submit}
        </Button>
      </div>
      <FormRootMessage />
      <div role="status" className="text-sm font-medium text-success">
        {done}
      </div>
      <p className="text-xs text-muted-foreground">{t.privacyNote}</p>
    </Form>
  );
}

/** Maps the server's `user_emails` / `user_emails.0` field errors onto the form's `email` field. */
function renameListErrors(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return error;
  const errors = (data as { errors?: Record<string, unknown> }).errors;
  if (!errors) return error;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors))
    renamed[/^user_emails(\.\d+)?$/.test(key) ? 'email' : key] = value;
  return { message: (data as { message?: string }).message, errors: renamed };
}

export { MailingListForm, type MailingListFormProps };
