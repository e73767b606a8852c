/**
 * The candidate's answers to a work interview: one field per
 * question, a choice for multiple-choice ones and text otherwise (a voice question is answered in
 * writing here, «Dictar» turns speech into that text, and «Escuchar» reads a question aloud,
 * decision 0031). Every question needs an answer; a refused submit keeps what was typed.
 */
import type { components } from '@jornada/api-client';
import { Button } from '@jornada/ui';
import {
  Form,
  FormRootMessage,
  RadioGroupField,
  TextareaField,
  useZodForm,
} from '@jornada/ui/forms';
import { z } from 'zod';
import { appendDictation, DictateButton } from '../../voice/dictate-button.tsx';
import { ListenButton } from '../../voice/listen-button.tsx';
import { lettersMessages } from '../../messages/letters-messages.ts';

type Question = components['schemas']['WorkInterviewQuestion'];

const m = lettersMessages.takeWorkInterview;

const schema = z.object({
  answers: z.array(z.string().trim().min(1, { error: m.answerRequired }).max(5000)),
});

/** Props of {@link AnswersForm}. */
export interface AnswersFormProps {
  questions: readonly Question[];
  /** Sends the answers, in the questions' order. Throw the failed request to keep the form. */
  onSubmit: (answers: { question_id: number; answer: string }[]) => Promise<unknown>;
}

/** The answers form. */
export function AnswersForm({ questions, onSubmit }: AnswersFormProps) {
  const form = useZodForm(schema, {
    defaultValues: { answers: questions.map(() => '') },
  });
  return (
    <Form
      form={form}
      onSubmit={({ answers }) =>
        onSubmit(questions.map((q, i) => ({ question_id: q.id, answer: answers[i]! })))
      }
    >
      {questions.map((q, i) => (
        <div key={q.id} className="grid gap-2">
          {q.type === 'opcion_multiple' ? (
            <RadioGroupField
              name={`answers.${i}`}
              label={m.question(i + 1, q.text)}
              required
              options={q.options.map((option) => ({ value: option, label: option }))}
            />
          ) : (
            <TextareaField
              name={`answers.${i}`}
              label={m.question(i + 1, q.text)}
              required
              rows={4}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <ListenButton
              label={m.question(i + 1, q.text)}
              text={[q.text, ...q.options].join('. ')}
            />
            {q.type === 'opcion_multiple' ? null : (
              <DictateButton
                field={m.question(i + 1, q.text)}
                onText={(text) =>
                  form.setValue(
                    `answers.${i}`,
                    appendDictation(form.getValues(`answers.${i}`), text),
                    { shouldDirty: true },
                  )
                }
              />
            )}
          </div>
        </div>
      ))}
      <FormRootMessage />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
        {m.submit}
      </Button>
    </Form>
  );
}
