/**
 * «Evaluaciones» of a company's workspace (docs/decisions/0029-letters-and-seeker-journey.md): choose one of the company's
 * vacancies (`?vacante=` in the URL), then its work interview (work-interview-panel.tsx) and
 * the candidates' scores (work-interview-results.tsx).
 */
import { listCompanyVacanciesQueryOptions } from '@jornada/api-client';
import { EmptyState } from '@jornada/ui';
import { Form, SelectField, useZodForm } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { WorkInterviewPanel } from './work-interview-panel.tsx';
import { WorkInterviewResults } from './work-interview-results.tsx';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = lettersMessages.workInterviews;
const schema = z.object({ vacancy: z.string() });

/** The vacancies query of the screen (the loader prefetches the same). */
export const vacanciesOf = (
  api: Parameters<typeof listCompanyVacanciesQueryOptions>[0],
  companyId: number,
) => listCompanyVacanciesQueryOptions(api, companyId, { per_page: 50 });

/** The «Evaluaciones» screen of company `companyId`. */
export function WorkInterviewsScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('vacante') ?? '';
  const vacancies = useQuery(vacanciesOf(api, companyId));
  const form = useZodForm(schema, { defaultValues: { vacancy: chosen } });
  useEffect(() => {
    const subscription = form.watch(({ vacancy }) => {
      if ((vacancy ?? '') !== (search.get('vacante') ?? ''))
        setSearch(vacancy ? { vacante: vacancy } : {}, { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [form, search, setSearch]);
  const vacancyId = /^[1-9]\d{0,9}$/.test(chosen) ? Number(chosen) : null;
  const list = vacancies.data?.data ?? [];
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      {vacancies.isSuccess && list.length === 0 ? (
        <EmptyState title={m.noVacancies} />
      ) : (
        <Form form={form} onSubmit={() => undefined} className="max-w-md">
          <SelectField
            name="vacancy"
            label={m.vacancy}
            emptyLabel={m.chooseVacancy}
            options={list.map((v) => ({ value: String(v.id), label: v.title }))}
          />
        </Form>
      )}
      {vacancyId ? (
        <WorkInterviewPanel key={vacancyId} vacancyId={vacancyId}>
          {(workInterviewId) => <WorkInterviewResults workInterviewId={workInterviewId} />}
        </WorkInterviewPanel>
      ) : null}
    </div>
  );
}
