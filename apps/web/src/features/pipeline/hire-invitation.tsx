/**
 * «Incorporar a la plantilla» on a hired candidate's panel (contract decision 53,
 * docs/decisions/0036-hire-link.md): staff choose the department, the position (the vacancy's
 * title by default) and the hire date (today by default), which prepares the employee record and
 * invites the candidate, who must accept. Once sent, the panel says where the invitation stands,
 * and while it waits staff may withdraw it (withdraw-invitation.tsx).
 */
import {
  inviteApplicantToCompanyMutationOptions,
  listCompanyDepartmentsQueryOptions,
  type components,
} from '@jornada/api-client';
import { Button } from '@jornada/ui';
import { DateField, RecordSheet, SelectField, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { localDay } from '../../app/local-day.ts';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';
import { WithdrawInvitation } from './withdraw-invitation.tsx';

type Application = components['schemas']['JobApplication'];

const m = pipelineMessages.hire;

const schema = z.object({
  department_id: z.string().min(1, { error: m.departmentRequired }),
  position: z.string().trim().min(1, { error: m.positionRequired }).max(120),
  hired_at: z.string().min(1),
});

/** The action, or where the invitation stands; nothing unless the candidate was hired. */
export function HireInvitation({ application }: { application: Application }) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const [open, setOpen] = useState(false);
  const companyId = application.vacancy.company.id;
  const departments = useQuery({
    ...listCompanyDepartmentsQueryOptions(api, companyId, { page: 1, per_page: 50 }),
    enabled: open,
  });
  const invite = useMutation(inviteApplicantToCompanyMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      department_id: '',
      position: application.vacancy.title.slice(0, 120),
      hired_at: localDay(new Date()),
    },
  });
  if (application.status !== 'seleccionada') return null;
  const status = application.company_invitation_status ?? null;
  if (status === 'aceptada') return <p role="status">{m.accepted}</p>;
  if (status === 'pendiente')
    return (
      <div className="grid gap-2">
        <p role="status">{m.pending}</p>
        <WithdrawInvitation application={application} />
      </div>
    );
  const name = application.candidate.name;
  return (
    <div className="grid gap-2 print:hidden">
      {status === 'rechazada' ? <p>{m.declined}</p> : null}
      <Button className="justify-self-start" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden="true" />
        {m.open}
      </Button>
      <RecordSheet
        open={open}
        onOpenChange={setOpen}
        form={form}
        title={m.title(name)}
        description={m.description}
        submitLabel={m.submit}
        onSubmit={async (values) => {
          await invite.mutateAsync({
            jobApplicationId: application.id,
            department_id: Number(values.department_id),
            position: values.position,
            hired_at: values.hired_at,
          });
          feedback.succeeded(m.sent(name));
        }}
        onSubmitError={(error) => feedback.failed(error, m.failed)}
      >
        <SelectField
          name="department_id"
          label={m.department}
          required
          emptyLabel={m.chooseDepartment}
          options={(departments.data?.data ?? []).map((d) => ({
            value: String(d.id),
            label: d.name,
          }))}
        />
        <TextField name="position" label={m.position} required />
        <DateField name="hired_at" label={m.hiredAt} required />
      </RecordSheet>
    </div>
  );
}
