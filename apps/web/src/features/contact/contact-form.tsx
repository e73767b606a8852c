import { Button, Input, Textarea } from '@jornada/ui';
import {
  Form,
  FormControl,
  FormDescription,
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
import { useSendContactMessage, type ContactKind } from './send-contact-message.ts';

const t = marketingMessages.contactForm;

const schema = z.object({
  name: z.string().trim().min(1, { error: t.nameRequired }).max(120, { error: t.nameRequired }),
  email: z.email({ error: t.emailInvalid }),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{10}$/.test(value), { error: t.phoneInvalid }),
  subject: z
    .string()
    .trim()
    .min(10, { error: t.subjectRequired })
    .max(2000, { error: t.subjectTooLong }),
});

type ContactValues = z.input<typeof schema>;

const emptyValues: ContactValues = { name: '', email: '', phone: '', subject: '' };

/** Props of {@link ContactForm}. */
type ContactFormProps = {
  /** `person` posts to `/api/v1/contact`, `company` to `/api/v1/company-contact`. @default 'person' */
  kind?: ContactKind;
  /** Supplies the anti-bot token. @default a timing token ({@link createFormToken}) */
  getToken?: FormTokenProvider;
  /** Runs after the server accepted the message, with its confirmation. */
  onSent?: (message: string) => void;
};

/**
 * The contact form of `/contacto` and its company variant (* name, email, subject, phone, token).
 * A failed submit keeps what was typed
 * and shows the server's field errors next to the fields; a successful one
 * announces the server's confirmation in Spanish and empties the form.
 */
function ContactForm({ kind = 'person', getToken, onSent }: ContactFormProps) {
  const [shownAt] = useState(() => Date.now());
  const [sent, setSent] = useState<string | null>(null);
  const mutation = useSendContactMessage(kind);
  const form = useZodForm(schema, { defaultValues: emptyValues });
  const isCompany = kind === 'company';
  const idPrefix = isCompany ? 'contacto-empresa' : 'contacto';

  return (
    <Form
      form={form}
      aria-label={isCompany ? t.companyLabel : t.personLabel}
      failureMessage={t.failed}
      onSubmit={async (values) => {
        setSent(null);
        const token = await (getToken ? getToken() : createFormToken(shownAt));
        const message = await mutation.mutateAsync({
          name: values.name,
          email: values.email,
          subject: values.subject,
          ...(values.phone ? { phone: values.phone } : {}),
          token,
        });
        const confirmation = message || t.sent;
        setSent(confirmation);
        form.reset(emptyValues);
        onSent?.(confirmation);
      }}
    >
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{isCompany ? t.companyName : t.name}</FormLabel>
            <FormControl>
              <Input autoComplete="name" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="email"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{isCompany ? t.companyEmail : t.email}</FormLabel>
            <FormControl>
              <Input type="email" autoComplete="email" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="phone"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t.phone}</FormLabel>
            <FormControl>
              <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...field} />
            </FormControl>
            <FormDescription>{t.phoneHint}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="subject"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{isCompany ? t.companySubject : t.subject}</FormLabel>
            <FormControl>
              <Textarea rows={5} {...field} />
            </FormControl>
            <FormDescription>{t.subjectHint}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <div id={`${idPrefix}-estado`} role="status" className="text-sm font-medium text-success">
        {sent}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-fit"
        loading={form.formState.isSubmitting}
      >
        {isCompany ? t.companySubmit : t.submit}
      </Button>
    </Form>
  );
}

export { ContactForm, type ContactFormProps };
