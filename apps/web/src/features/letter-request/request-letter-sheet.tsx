/**
 * A worker or former worker asks one of their companies for a labour letter (`createJobLetter`,
 * spec section 7 "Job letters"; issue 16 item 5): the company, the type, an optional addressee
 * and whether to include the salary. The server answers 422 on `company_id` for a company they
 * do not belong to; a failed request keeps the sheet open with what was chosen.
 */
import { createJobLetterMutationOptions } from '@jornada/api-client';
import { Button } from '@jornada/ui';
import { CheckboxField, RecordSheet, SelectField, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { useOwnCompanyOptions } from '../../app/own-companies.ts';
import { useSession } from '../../app/use-session.ts';
import { lettersMessages } from '../../letters-messages.ts';

const m = lettersMessages.requestLetter;
const types = lettersMessages.companyLetters.types;

const schema = z.object({
  company_id: z.string().min(1, { error: m.companyRequired }),
  type: z.enum(['constancia_laboral', 'recomendacion', 'baja']),
  addressee: z.string().trim().max(150),
  include_salary: z.boolean(),
});

/** «Solicitar una carta» and its sheet; nothing for someone without a company. */
export function RequestLetter() {
  const { api, queryClient } = useAppContext();
  const { user, userId } = useSession();
  const companies = useOwnCompanyOptions(user);
  const feedback = useActionFeedback();
  const create = useMutation(createJobLetterMutationOptions(api, queryClient));
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: {
      company_id: '',
      type: 'constancia_laboral',
      addressee: '',
      include_salary: false,
    },
  });
  if (userId === null || companies.length === 0) return null;
  return (
    <>
      <Button
        onClick={() => {
          if (!form.getValues('company_id') && companies.length === 1)
            form.setValue('company_id', companies[0]!.value);
          setOpen(true);
        }}
      >
        <FilePlus2 aria-hidden="true" />
        {m.open}
      </Button>
      <RecordSheet
        open={open}
        onOpenChange={setOpen}
        form={form}
        title={m.title}
        description={m.description}
        submitLabel={m.submit}
        onSubmit={async ({ company_id: companyId, addressee, ...values }) => {
          await create.mutateAsync({
            userId,
            company_id: Number(companyId),
            ...values,
            ...(addressee ? { addressee } : {}),
          });
          form.reset();
          feedback.succeeded(m.sent);
        }}
      >
        <SelectField
          name="company_id"
          label={m.company}
          required
          emptyLabel={m.chooseCompany}
          options={companies}
        />
        <SelectField
          name="type"
          label={m.type}
          required
          options={Object.entries(types).map(([value, label]) => ({ value, label }))}
        />
        <TextField name="addressee" label={m.addressee} description={m.addresseeHint} />
        <CheckboxField name="include_salary" label={m.includeSalary} />
      </RecordSheet>
    </>
  );
}
