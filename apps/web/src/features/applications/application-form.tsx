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
import { useEffect } from 'react';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import { appendDictation, DictateButton } from '../../voice/dictate-button.tsx';

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

/**
 * The job-application form of /solicitud-trabajo.
 * @param initialValues what was typed before (a kept draft), else empty.
 * @param onDraftChange called with the typed values on every change (to keep a draft).
 */
export function ApplicationForm({
  onSubmit,
  initialValues,
  onDraftChange,
}: {
  onSubmit: (values: ApplicationValues) => Promise<unknown>;
  initialValues?: z.input<typeof schema> | undefined;
  onDraftChange?: ((values: z.input<typeof schema>) => void) | undefined;
}) {
  const form = useZodForm(schema, {
    defaultValues: initialValues ?? { cover_letter: '', expected_salary: '' },
  });
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((values) =>
      onDraftChange({
        cover_letter: values.cover_letter ?? '',
        expected_salary: values.expected_salary ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);
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
            <div>
              <DictateButton
                field={m.coverLetter}
                onText={(text) => field.onChange(appendDictation(field.value, text))}
              />
            </div>
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
