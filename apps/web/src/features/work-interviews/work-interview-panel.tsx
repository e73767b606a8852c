/**
 * The work interview of one vacancy for its company's staff (contract decision 47):
 * create it with `question_count` generated questions when there is none,
 * send it to the candidates (activate it) while it is a draft, and say who can answer it once
 * sent. A failed create keeps the number typed and shows the server's message on the field.
 */
import {
  ApiError,
  createWorkInterviewMutationOptions,
  getVacancyWorkInterviewQueryOptions,
  updateVacancyWorkInterviewMutationOptions,
} from '@jornada/api-client';
import { Badge, Button, Card, EmptyState, Skeleton } from '@jornada/ui';
import { Form, FormRootMessage, NumberField, useZodForm } from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { z } from 'zod';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = lettersMessages.workInterviews;

const schema = z.object({
  question_count: z
    .number({ error: m.questionCountInvalid })
    .int({ error: m.questionCountInvalid })
    .min(1, { error: m.questionCountInvalid })
    .max(30, { error: m.questionCountInvalid }),
});

function CreateWorkInterview({ vacancyId }: { vacancyId: number }) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const create = useMutation(createWorkInterviewMutationOptions(api, queryClient));
  const form = useZodForm(schema, { defaultValues: { question_count: 5 } });
  return (
    <EmptyState
      title={m.noneTitle}
      description={m.noneText}
      action={
        <Form
          form={form}
          className="grid max-w-xs gap-3 text-left"
          onSubmit={async (values) => {
            await create.mutateAsync({ vacancyId, ...values });
            feedback.succeeded(m.created);
          }}
        >
          <NumberField name="question_count" label={m.questionCount} min={1} max={30} required />
          <FormRootMessage />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {m.create}
          </Button>
        </Form>
      }
    />
  );
}

/** The panel of vacancy `vacancyId`; `children` (the results) shows once it exists. */
export function WorkInterviewPanel({
  vacancyId,
  children,
}: {
  vacancyId: number;
  children: (workInterviewId: number) => React.ReactNode;
}) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const interview = useQuery(getVacancyWorkInterviewQueryOptions(api, vacancyId));
  const update = useMutation(updateVacancyWorkInterviewMutationOptions(api, queryClient));
  if (interview.isPending) return <Skeleton className="h-32 w-full" />;
  if (interview.error instanceof ApiError && interview.error.status === 404)
    return <CreateWorkInterview key={vacancyId} vacancyId={vacancyId} />;
  if (!interview.data) return null;
  const w = interview.data;
  return (
    <div className="grid gap-6">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-4">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium">
            <Badge variant={w.status === 'activa' ? 'success' : 'secondary'}>
              {m.statuses[w.status] ?? w.status}
            </Badge>
            {m.summary(w.question_count, w.passing_score)}
          </p>
          {w.status === 'activa' ? (
            <p className="text-sm text-muted-foreground">{m.sentNote}</p>
          ) : null}
        </div>
        {w.status === 'borrador' ? (
          <Button
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { vacancyId, status: 'activa' },
                {
                  onSuccess: () => feedback.succeeded(m.sent),
                  onError: (error) => feedback.failed(error),
                },
              )
            }
          >
            <Send aria-hidden="true" />
            {m.send}
          </Button>
        ) : null}
      </Card>
      {children(w.id)}
    </div>
  );
}
