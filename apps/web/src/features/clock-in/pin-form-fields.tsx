/**
 * "Mi PIN de kiosco" (decision 39): the employee sets or changes the PIN they
 * type at the kiosk after their number (`setEmployeeClockPin` with `{ pin }`), 4 to 8 digits,
 * typed twice. The server refuses a repeated digit or a plain sequence (422, shown at the field).
 * The form and its validation (zod, React Hook Form: ~40 KB compressed) load when the employee
 * opens it (pin-form.tsx, docs/decisions/0045-phone-weight.md).
 */
import { setEmployeeClockPinMutationOptions } from '@jornada/api-client';
import { Button } from '@jornada/ui';
import { Form, FormRootMessage, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { clockInMessages } from './clock-in-messages.ts';

const m = clockInMessages.pin;

const schema = z
  .object({
    pin: z.string().regex(/^[0-9]{4,8}$/, { error: m.invalid }),
    pin_confirmation: z.string(),
  })
  .refine((values) => values.pin === values.pin_confirmation, {
    error: m.mismatch,
    path: ['pin_confirmation'],
  });

/** Props of {@link PinFormFields}. */
export interface PinFormFieldsProps {
  employeeId: number;
  /** Called once the PIN is saved. */
  onSaved: () => void;
}

/** The PIN form: the PIN twice and «Guardar PIN». */
export function PinFormFields({ employeeId, onSaved }: PinFormFieldsProps) {
  const { api, queryClient } = useAppContext();
  const save = useMutation(setEmployeeClockPinMutationOptions(api, queryClient));
  const [saved, setSaved] = useState(false);
  const form = useZodForm(schema, { defaultValues: { pin: '', pin_confirmation: '' } });
  return (
    <Form
      form={form}
      className="grid gap-3"
      onSubmit={async (values) => {
        setSaved(false);
        await save.mutateAsync({ employeeId, pin: values.pin });
        form.reset({ pin: '', pin_confirmation: '' });
        setSaved(true);
        onSaved();
      }}
    >
      <TextField
        name="pin"
        label={m.pin}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={8}
        required
      />
      <TextField
        name="pin_confirmation"
        label={m.confirm}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={8}
        required
      />
      <FormRootMessage />
      <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
        {m.save}
      </Button>
      <p role="status" className="font-medium empty:hidden">
        {saved ? m.saved : ''}
      </p>
    </Form>
  );
}
