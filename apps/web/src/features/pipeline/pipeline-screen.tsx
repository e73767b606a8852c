/**
 * /empresa/{companyId}/postulaciones (docs/decisions/0028-applications-pipeline.md): the applications of every vacancy of the
 * company (`listCompanyJobApplications`, contract decision 51), or of the vacancy chosen in the
 * select, as a board or a table (tabs «Tablero» / «Tabla»; vacancy and view in the URL,
 * `?vacante=` and `?vista=tabla`; across vacancies each card and row names its vacancy), the
 * candidate's side panel, and undoable moves (use-undoable-move.ts) announced in a live region.
 */
import type { components } from '@jornada/api-client';
import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@jornada/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAllPages } from '../../app/all-pages.ts';
import { useAppContext } from '../../app/app-context.ts';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { CandidatePanel } from './candidate-panel.tsx';
import { PipelineBoard } from './pipeline-board.tsx';
import { pipelineVacanciesQuery } from './pipeline-queries.ts';
import { PipelineTable } from './pipeline-table.tsx';
import { useListedApplication } from './use-listed-application.ts';
import { useUndoableMove } from './use-undoable-move.ts';

type Application = components['schemas']['JobApplication'];

/** The select's value for «Todas las vacantes» (no `?vacante=`). */
const all = 'todas';

/** The screen (see the module's comment). */
export function PipelineScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const vacancies = useAllPages(pipelineVacanciesQuery(api, companyId));
  const list = vacancies.records;
  const chosenId = Number(search.get('vacante')) || 0;
  const vacancy = list.find((v) => v.id === chosenId) ?? null;
  const view = search.get('vista') === 'tabla' ? 'tabla' : 'tablero';
  const shownTitle = chosenId === 0 ? null : (vacancy?.title ?? null);
  const { held, moved, announcement, move } = useUndoableMove();
  const [opened, setOpened] = useState<Application | null>(null);
  const listed = useListedApplication(opened);
  const open = listed && held[listed.id] ? { ...listed, status: held[listed.id]! } : listed;
  const views = { companyId, vacancyId: chosenId, vacancyTitle: shownTitle, held, onMove: move };
  const setParam = (key: string, value: string | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key === 'vacante') next.delete('page');
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
      {!vacancies.isPending && !vacancies.error && list.length === 0 ? (
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
              <TabsContent value="tablero" className="mt-3">
                <PipelineBoard {...views} moved={moved} onOpen={setOpened} />
              </TabsContent>
              <TabsContent value="tabla" className="mt-3">
                <PipelineTable {...views} onOpen={setOpened} />
              </TabsContent>
            </Tabs>
          ) : null}
        </>
      )}
      <CandidatePanel application={open} onClose={() => setOpened(null)} />
    </div>
  );
}
