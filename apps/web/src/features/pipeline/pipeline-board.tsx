/**
 * The pipeline board (docs/decisions/0028-applications-pipeline.md): a column per application status
 * (pipeline-statuses.ts), each reading its own applications page by page (pipeline-column.tsx),
 * a card per application. A card moves by drag and drop onto a column it may go to, or by
 * keyboard with its «Mover a…» menu (APG menu button); each move is announced in the screen's
 * live region and can be undone for a few seconds (use-undoable-move.ts).
 */
import type { components } from '@jornada/api-client';
import { useState } from 'react';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import { PipelineColumn } from './pipeline-column.tsx';
import { companyMoves, pipelineColumns, type ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** Props of {@link PipelineBoard}. */
export interface PipelineBoardProps {
  companyId: number;
  /** The vacancy shown, or 0 for every vacancy of the company. */
  vacancyId: number;
  /** The vacancy's title, naming the board; `null` across the company's vacancies (each card then names its vacancy). */
  vacancyTitle: string | null;
  /** The statuses of moves held for undo, by application id. */
  held: Record<number, ApplicationStatus>;
  /** The held applications as listed before their move, by id. */
  moved: Record<number, Application>;
  /** Moves an application to a status it may go to. */
  onMove: (application: Application, to: ApplicationStatus) => void;
  /** Opens the candidate's side panel. */
  onOpen: (application: Application) => void;
}

/** The board (see the module's comment). */
export function PipelineBoard({
  companyId,
  vacancyId,
  vacancyTitle,
  held,
  moved,
  onMove,
  onOpen,
}: PipelineBoardProps) {
  const [dragged, setDragged] = useState<Application | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const allowed = dragged ? companyMoves(dragged.status) : [];
  const card = {
    showVacancy: vacancyTitle === null,
    onMove,
    onOpen,
    onDragStart: setDragged,
    onDragEnd: () => {
      setDragged(null);
      setOver(null);
    },
  };
  return (
    <section
      aria-label={vacancyTitle === null ? m.boardLabelAll : m.boardLabel(vacancyTitle)}
      className="grid gap-3"
    >
      <p className="text-sm text-muted-foreground">{m.dragHint}</p>
      <ol className="flex gap-3 overflow-x-auto pb-2">
        {pipelineColumns.map((status) => {
          const canDrop = allowed.includes(status);
          return (
            <PipelineColumn
              key={status}
              companyId={companyId}
              vacancyId={vacancyId}
              status={status}
              held={held}
              moved={moved}
              canDrop={canDrop}
              isOver={over === status}
              onDragOver={(event) => {
                if (!canDrop) return;
                event.preventDefault();
                setOver(status);
              }}
              onDragLeave={() => setOver((current) => (current === status ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                if (dragged && canDrop) onMove(dragged, status);
                setDragged(null);
              }}
              card={card}
            />
          );
        })}
      </ol>
    </section>
  );
}
