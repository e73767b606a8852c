/**
 * A card of the pipeline board (docs/decisions/0028-applications-pipeline.md): the candidate (opens the side panel), the
 * vacancy across vacancies, match and date, and the «Mover a…» menu (APG menu button) with the
 * moves the company may make; draggable when it has any.
 */
import type { components } from '@jornada/api-client';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@jornada/ui';
import { ChevronDown } from 'lucide-react';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import { companyMoves, type ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** The drag data type of a card (its application id). */
const dragType = 'application/x-jornada-application';

/** Props of {@link PipelineCard}. */
export interface PipelineCardProps {
  /** The application, with the status it shows (a held move applied). */
  application: Application;
  /** Names the vacancy (across the company's vacancies). */
  showVacancy: boolean;
  /** Moves the application to a status it may go to. */
  onMove: (application: Application, to: ApplicationStatus) => void;
  /** Opens the candidate's side panel. */
  onOpen: (application: Application) => void;
  /** A drag of this card starts. */
  onDragStart: () => void;
  /** The drag ends, dropped or not. */
  onDragEnd: () => void;
}

/** The card (see the module's comment). */
export function PipelineCard({
  application,
  showVacancy,
  onMove,
  onOpen,
  onDragStart,
  onDragEnd,
}: PipelineCardProps) {
  const moves = companyMoves(application.status);
  const name = application.candidate.name;
  return (
    <li
      draggable={moves.length > 0}
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, String(application.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 text-card-foreground shadow-sm',
        moves.length > 0 && 'cursor-grab',
      )}
    >
      <button
        type="button"
        className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={m.openProfile(name)}
        onClick={() => onOpen(application)}
      >
        {name}
      </button>
      {showVacancy ? <p className="text-sm">{application.vacancy.title}</p> : null}
      <p className="text-xs text-muted-foreground">
        {m.columns.match}: {m.match(application.match_score)} · {m.date(application.created_at)}
      </p>
      {moves.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={m.moveToLabel(name)}>
              {m.moveTo}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {moves.map((to) => (
              <DropdownMenuItem key={to} onSelect={() => onMove(application, to)}>
                {m.statuses[to]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <p className="text-xs text-muted-foreground">{m.noMoves}</p>
      )}
    </li>
  );
}
