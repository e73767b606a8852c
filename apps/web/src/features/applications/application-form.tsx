import { profileInputFormSchema } from '@jornada/api-client/forms';
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
import type { RequiredProfileField } from '../../app/profile-gate.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';
import { messages } from '../../messages/messages.ts';
import { appendDictation, DictateButton } from '../../voice/dictate-button.tsx';

const m = messages.application;
const journey = lettersMessages.journey;

/** «Puesto que buscas» with the contract's limits (`ProfileInput.desired_position`). */
const contractPosition = profileInputFormSchema({
  desired_position: journey.positionTooLong,
}).shape.desired_position;

/**
 * The form's schema. `askPosition`: the profile lacks «Puesto que buscas», so the form asks for
 * it (required, with the contract's limits) and the route saves it to the profile first.
 */
function applicationSchema(askPosition: boolean) {
  return z
    .object({
      cover_letter: z.string().max(2000, { error: m.coverLetterTooLong }),
      expected_salary: z
        .string()
        .transform((value) => value.replace(/[\s,$]/g, ''))
        .refine((value) => value === '' || /^\d{1,7}$/.test(value), {
          error: m.expectedSalaryInvalid,
        }),
      desired_position: z.string().transform((value) => value.trim()),
    })
    .superRefine((values, context) => {
      if (!askPosition) return;
      const issue = !values.desired_position
        ? journey.positionRequired
        : contractPosition.safeParse(values.desired_position).error?.issues[0]?.message;
      if (issue) context.addIssue({ code: 'custom', path: ['desired_position'], message: issue });
    });
}

/** What the application form submits: salary in whole pesos ('' when not given), position trimmed. */
export type ApplicationValues = z.output<ReturnType<typeof applicationSchema>>;

/** What the application form holds, as typed. */
export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;

const empty: ApplicationInput = { cover_letter: '', expected_salary: '', desired_position: '' };

/**
 * The job-application form of /solicitud-trabajo.
 * @param initialValues what was typed before (a kept draft), else empty.
 * @param onDraftChange called with the typed values on every change (to keep a draft).
 * @param missing the profile fields an application needs and the profile lacks: the form asks
 *   for them (`desired_position` → «Puesto que buscas»), and `onSubmit` receives them to save to
 *   the profile before applying. @default []
 */
export function ApplicationForm({
  onSubmit,
  initialValues,
  onDraftChange,
  missing = [],
}: {
  onSubmit: (values: ApplicationValues) => Promise<unknown>;
  initialValues?: Partial<ApplicationInput> | undefined;
  onDraftChange?: ((values: ApplicationInput) => void) | undefined;
  missing?: readonly RequiredProfileField[];
}) {
  const askPosition = missing.includes('desired_position');
  const form = useZodForm(applicationSchema(askPosition), {
    defaultValues: { ...empty, ...initialValues },
  });
  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = form.watch((values) =>
      onDraftChange({
        cover_letter: values.cover_letter ?? '',
        expected_salary: values.expected_salary ?? '',
        desired_position: values.desired_position ?? '',
      }),
    );
    return () => subscription.unsubscribe();
  }, [form, onDraftChange]);
  return (
    <Form form={form} onSubmit={onSubmit}>
      {askPosition ? (
        <FormField
          control={form.control}
          name="desired_position"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{journey.fields.desired_position}</FormLabel>
              <FormControl>
                <Input autoComplete="organization-title" required {...field} />
              </FormControl>
              <FormDescription>{journey.positionHint}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
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
