/**
 * A worker or former worker asks one of their companies for a labour letter (docs/decisions/0029-letters-and-seeker-journey.md; `createJobLetter`):
 * the company, the type, an optional addressee
 * and whether to include the salary. The server answers 422 on `company_id` for a company they
 * do not belong to; a failed request keeps the sheet open with what was chosen.
 */
import { createJobLetterMutationOptions } from '@jornada/api-client';
import { jobLetterInputFormSchema } from '@jornada/api-client/forms';
import { Button } from '@jornada/ui';
import { CheckboxField, RecordSheet, SelectField, TextField } from '@jornada/ui/forms';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useOwnCompanyOptions } from '../../app/own-companies.ts';
import { useSession } from '../../app/use-session.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';
import { requiredIdChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';

const m = lettersMessages.requestLetter;
const types = lettersMessages.companyLetters.types;

// The company picker holds its id as a string ('' for none).
const schema = jobLetterInputFormSchema().extend({
  company_id: requiredIdChoice(m.companyRequired),
});

/** «Solicitar una carta» and its sheet; nothing for someone without a company. */
export function RequestLetter() {
  const { user, userId } = useSession();
  const companies = useOwnCompanyOptions(user);
  const [open, setOpen] = useState(false);
  // The sheet stays mounted: the form keeps what was chosen between openings until it is sent.
  const sheet = useRecordSheet({
    open,
    onOpenChange: setOpen,
    title: m.title,
    schema,
    defaultValues: {
      company_id: '',
      type: 'constancia_laboral',
      addressee: '',
      include_salary: false,
    },
    create: {
      mutation: createJobLetterMutationOptions,
      // Only rendered with a user (below), so `userId` is set when the sheet sends.
      variables: (body) => ({ userId: userId ?? 0, ...body }),
      done: () => m.sent,
      after: (): void => sheet.form.reset(),
    },
  });
  if (userId === null || companies.length === 0) return null;
  return (
    <>
      <Button
        onClick={() => {
          if (!sheet.form.getValues('company_id') && companies.length === 1)
            sheet.form.setValue('company_id', companies[0]!.value);
          setOpen(true);
        }}
      >
        <FilePlus2 aria-hidden="true" />
        {m.open}
      </Button>
      <RecordSheet {...sheet} description={m.description} submitLabel={m.submit}>
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
