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
  verification_code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: messages.verify.codeInvalid }),
});

/** The verification-code form of /verificarme. */
export function VerifyForm({ onSubmit }: { onSubmit: (code: string) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { verification_code: '' } });
  return (
    <Form form={form} onSubmit={(values) => onSubmit(values.verification_code)}>
      <FormField
        control={form.control}
        name="verification_code"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{messages.verify.code}</FormLabel>
            <FormControl>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                className="text-center text-lg tracking-[0.5em]"
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {messages.verify.submit}
      </Button>
    </Form>
  );
}
