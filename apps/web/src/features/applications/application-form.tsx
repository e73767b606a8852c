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
import { z } from 'zod';
import { messages } from '../../messages.ts';

const m = messages.application;

const schema = z.object({
  cover_letter: z.string().max(2000, { error: m.coverLetterTooLong }),
  expected_salary: z
    .string()
    .transform((value) => value.replace(/[\s,$]/g, ''))
    .refine((value) => value === '' || /^\d{1,7}$/.test(value), { error: m.expectedSalaryInvalid }),
});

/** What the application form submits: salary in whole pesos ('' when not given). */
export type ApplicationValues = z.output<typeof schema>;

/** The job-application form of /solicitud-trabajo. */
export function ApplicationForm({
  onSubmit,
}: {
  onSubmit: (values: ApplicationValues) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { defaultValues: { cover_letter: '', expected_salary: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField
        control={form.control}
        name="cover_letter"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{m.coverLetter}</FormLabel>
            <FormControl>
              <Textarea rows={6} maxLength={2000} {...field} />
            </FormControl>
            <FormDescription>{m.coverLetterHint}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="expected_salary"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{m.expectedSalary}</FormLabel>
            <FormControl>
              <Input inputMode="numeric" {...field} />
            </FormControl>
            <FormMessage />
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
