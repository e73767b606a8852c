/**
 * /empresa/{companyId}/postulaciones (issue 16 item 2): the applications of every vacancy of the
 * company (`listCompanyJobApplications`, contract decision 51), or of the vacancy chosen in the
 * select, as a board or a table (tabs «Tablero» / «Tabla»; vacancy and view in the URL,
 * `?vacante=` and `?vista=tabla`; across vacancies each card and row names its vacancy), the
 * candidate's side panel, and undoable moves (use-undoable-move.ts) announced in a live region.
 */
import {
  listCompanyJobApplicationsQueryOptions,
  listCompanyVacanciesQueryOptions,
  listVacancyApplicationsQueryOptions,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { pipelineMessages as m } from '../../pipeline-messages.ts';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { CandidatePanel } from './candidate-panel.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import { PipelineTable } from './pipeline-table.tsx';
import { useUndoableMove } from './use-undoable-move.ts';

type Application = components['schemas']['JobApplication'];

/** The company's vacancies the selector offers (the newest 50). */
export const pipelineVacanciesQuery = (api: JornadaClient, companyId: number) =>
  listCompanyVacanciesQueryOptions(api, companyId, { per_page: 50 });

/** A vacancy's applications the board shows (up to 50, newest first). */
export const pipelineApplicationsQuery = (api: JornadaClient, vacancyId: number) =>
  listVacancyApplicationsQueryOptions(api, vacancyId, { per_page: 50 });

/** The newest 50 applications across the company's vacancies. */
export const pipelineCompanyApplicationsQuery = (api: JornadaClient, companyId: number) =>
  listCompanyJobApplicationsQueryOptions(api, companyId, { per_page: 50 });

/** The select's value for «Todas las vacantes» (no `?vacante=`). */
const all = 'todas';

/** The screen (see the module's comment). */
export function PipelineScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const vacancies = useQuery(pipelineVacanciesQuery(api, companyId));
  const list = vacancies.data?.data ?? [];
  const chosenId = Number(search.get('vacante')) || 0;
  const vacancy = list.find((v) => v.id === chosenId) ?? null;
  const view = search.get('vista') === 'tabla' ? 'tabla' : 'tablero';
  const oneVacancy = useQuery({
    ...pipelineApplicationsQuery(api, chosenId),
    enabled: chosenId > 0,
  });
  const everyVacancy = useQuery({
    ...pipelineCompanyApplicationsQuery(api, companyId),
    enabled: chosenId === 0,
  });
  const applications = chosenId > 0 ? oneVacancy : everyVacancy;
  const shownTitle = chosenId === 0 ? null : (vacancy?.title ?? null);
  const { held, announcement, move } = useUndoableMove();
  const [openId, setOpenId] = useState<number | null>(null);
  const shown: Application[] = (applications.data?.data ?? []).map((a) =>
    held[a.id] ? { ...a, status: held[a.id]! } : a,
  );
  const open = shown.find((a) => a.id === openId) ?? null;
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      {vacancies.isSuccess && list.length === 0 ? (
        <EmptyState title={m.noVacancies} />
      ) : (
        <>
          <LabelledSelect
            className="grid max-w-md gap-2"
            label={m.vacancy}
            placeholder={m.chooseVacancy}
            value={chosenId ? String(chosenId) : all}
            onValueChange={(value) => setParam('vacante', value === all ? null : value)}
            options={[
              { value: all, label: m.allVacancies },
              ...list.map((v) => ({ value: String(v.id), label: v.title })),
            ]}
          />
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {vacancy || chosenId === 0 ? (
            <Tabs
              value={view}
              onValueChange={(value) => setParam('vista', value === 'tabla' ? 'tabla' : null)}
            >
              <TabsList aria-label={m.viewsLabel}>
                <TabsTrigger value="tablero">{m.views.board}</TabsTrigger>
                <TabsTrigger value="tabla">{m.views.table}</TabsTrigger>
              </TabsList>
              <p className="mt-2 text-sm text-muted-foreground">
                {m.count(applications.data?.meta.total ?? shown.length)}
                {(applications.data?.meta.total ?? 0) > shown.length
                  ? ` ${m.shownOf(shown.length)}`
                  : ''}
              </p>
              <TabsContent value="tablero" className="mt-3">
                <PipelineBoard
                  vacancyTitle={shownTitle}
                  applications={shown}
                  onMove={move}
                  onOpen={(a) => setOpenId(a.id)}
                />
              </TabsContent>
              <TabsContent value="tabla" className="mt-3">
                <PipelineTable
                  vacancyTitle={shownTitle}
                  applications={shown}
                  onMove={move}
                  onOpen={(a) => setOpenId(a.id)}
                />
              </TabsContent>
            </Tabs>
          ) : null}
        </>
      )}
      <CandidatePanel application={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
