/**
 * Filing a complaint (decision 41): the company (employees and drivers start with theirs; a
 * directory search adds others), the category, subject and description, the anonymity switch
 * with what the company will and will not see, and up to five attachments. The complaint is
 * filed first (`createComplaint`), then each file is attached as a document of the complaint
 * (`uploadDocument`); a file that fails leaves the complaint filed and says so.
 */
import {
  createComplaintMutationOptions,
  uploadDocumentMutationOptions,
  type components,
  type User,
} from '@jornada/api-client';
import { Button, Input, Label, useToast } from '@jornada/ui';
import {
  FileField,
  Form,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';
import { ownCompanyIds, useCompanyOptions } from './company-options.ts';

type Complaint = components['schemas']['Complaint'];
type ComplaintCategory = components['schemas']['ComplaintCategory'];

const m = messages.complaints;
const f = m.file;
const categories = Object.keys(m.categories) as ComplaintCategory[];
/** Largest attachment, in bytes (20 MB, the documents' limit). */
const maxBytes = 20 * 1024 * 1024;

const schema = z.object({
  company_id: z.string().min(1, { error: f.chooseCompany }),
  category: z.enum(categories as [ComplaintCategory, ...ComplaintCategory[]], {
    error: f.chooseCategory,
  }),
  subject: z
    .string()
    .trim()
    .min(5, { error: f.subjectInvalid })
    .max(150, { error: f.subjectInvalid }),
  description: z
    .string()
    .trim()
    .min(20, { error: f.descriptionInvalid })
    .max(5000, { error: f.descriptionInvalid }),
  anonymous: z.boolean(),
  files: z.array(z.instanceof(File)).max(5),
});

/** Props of {@link ComplaintForm}. */
export interface ComplaintFormProps {
  user: User | null;
  /** A company to start with (`?empresa=`). @default the first company the user works for */
  companyId?: number | null;
  /** Runs with the filed complaint once its files are attached. */
  onFiled: (complaint: Complaint) => void;
}

/** The filing form (see the module's comment). */
export function ComplaintForm({ user, companyId, onFiled }: ComplaintFormProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const options = useCompanyOptions(user, search);
  const create = useMutation(createComplaintMutationOptions(api, queryClient));
  const upload = useMutation(uploadDocumentMutationOptions(api, queryClient));
  const first = companyId ?? ownCompanyIds(user)[0];
  const form = useZodForm(schema, {
    defaultValues: {
      company_id: first ? String(first) : '',
      subject: '',
      description: '',
      anonymous: false,
      files: [],
    } as unknown as z.input<typeof schema>,
  });
  const anonymous = form.watch('anonymous');

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>{f.searchCompany}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <p id={`${searchId}-hint`} className="text-sm text-muted-foreground">
          {f.searchCompanyHint}
        </p>
      </div>
      <Form
        form={form}
        failureMessage={f.failed}
        onSubmit={async ({ company_id, files, ...values }) => {
          const complaint = await create.mutateAsync({ ...values, company_id: Number(company_id) });
          toast({ title: f.filed(complaint.folio), variant: 'success' });
          for (const file of files) {
            try {
              await upload.mutateAsync({
                resource_type: 'complaint',
                resource_id: complaint.id,
                category: 'otro',
                file,
              });
            } catch {
              toast({ title: f.uploadFailed, variant: 'danger' });
            }
          }
          onFiled(complaint);
        }}
      >
        <SelectField
          name="company_id"
          label={f.company}
          description={f.companyHint}
          required
          options={options}
        />
        <SelectField
          name="category"
          label={m.category}
          required
          options={categories.map((value) => ({ value, label: m.categories[value] }))}
        />
        <TextField name="subject" label={f.subject} required />
        <TextareaField
          name="description"
          label={f.description}
          description={f.descriptionHint}
          required
          rows={6}
        />
        <SwitchField name="anonymous" label={f.anonymous} />
        <div
          role="note"
          data-anonymous={anonymous ? 'true' : 'false'}
          className="grid gap-1 rounded-lg border border-border bg-muted p-3 text-sm"
        >
          {anonymous ? (
            <>
              <p>{f.anonymousWill}</p>
              <p>{f.anonymousWont}</p>
            </>
          ) : (
            <p>{f.signedNote}</p>
          )}
        </div>
        <FileField
          name="files"
          label={f.attachments}
          description={f.attachmentsHint}
          accept=".pdf,image/jpeg,image/png,image/webp"
          maxSize={maxBytes}
          multiple
          maxFiles={5}
        />
        <Button type="submit" className="w-fit" loading={form.formState.isSubmitting}>
          {f.submit}
        </Button>
      </Form>
    </div>
  );
}
