import { Button, Checkbox, Input } from '@jornada/ui';
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
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import { newPassword, optionalPhone, passwordsMatch } from '../../app/password-rules.ts';

const m = messages.register;

const schema = z
  .object({
    name: z.string().trim().min(1, { error: m.nameRequired }),
    surname: z.string().trim().min(1, { error: m.surnameRequired }),
    lastname: z.string().trim(),
    email: z.email({ error: messages.login.emailInvalid }),
    phone: optionalPhone,
    password: newPassword,
    password_confirmation: z.string(),
    accept_terms: z.boolean().refine(Boolean, { error: m.termsRequired }),
  })
  .refine(...passwordsMatch);

/** What the sign-up form submits. */
export type RegisterValues = z.output<typeof schema>;

type TextField =
  'name' | 'surname' | 'lastname' | 'email' | 'phone' | 'password' | 'password_confirmation';

const fields: {
  name: TextField;
  label: string;
  type?: string;
  autoComplete: string;
  required: boolean;
  hint?: string;
}[] = [
  { name: 'name', label: m.name, autoComplete: 'given-name', required: true },
  { name: 'surname', label: m.surname, autoComplete: 'family-name', required: true },
  { name: 'lastname', label: m.lastname, autoComplete: 'additional-name', required: false },
  { name: 'email', label: m.email, type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', label: m.phone, type: 'tel', autoComplete: 'tel-national', required: false },
  {
    name: 'password',
    label: m.password,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: m.passwordHint,
  },
  {
    name: 'password_confirmation',
    label: m.passwordConfirmation,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
  },
];

/** The sign-up form; server field errors (e.g. an email already taken) show next to the fields. */
export function RegisterForm({
  onSubmit,
}: {
  onSubmit: (values: RegisterValues) => Promise<unknown>;
}) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: '',
      surname: '',
      lastname: '',
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      accept_terms: false,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: control }) => (
            <FormItem required={field.required}>
              <FormLabel>{field.label}</FormLabel>
              <FormControl>
                <Input type={field.type ?? 'text'} autoComplete={field.autoComplete} {...control} />
              </FormControl>
              {field.hint ? <FormDescription>{field.hint}</FormDescription> : null}
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormField
        control={form.control}
        name="accept_terms"
        render={({ field }) => (
          <FormItem required className="flex flex-row flex-wrap items-center gap-2">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </FormControl>
            <FormLabel>{m.acceptTerms}</FormLabel>
            <FormMessage className="basis-full" />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {m.submit}
      </Button>
    </Form>
  );
}
