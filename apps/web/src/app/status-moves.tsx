/**
 * The moves a record may make now (`next_statuses`, the server's life cycle) as a row of buttons
 * under a heading ('Cambiar estado'), or a line saying there are none. The move that backs out
 * (e.g. 'Cancelar') is drawn quieter; the one being sent shows as loading.
 */
import { Button } from '@jornada/ui';
import { useId, type ReactNode } from 'react';

/** Props of {@link StatusMoves}. */
export interface StatusMovesProps<TStatus extends string> {
  /** From the feature's catalogue: the heading and the line shown without moves. */
  messages: { movesHeading: string; noMoves: string };
  /** The statuses the record may move to now. */
  moves: readonly TStatus[];
  /** A move's button text ('Iniciar recorrido', 'Reabrir'…). */
  label: (to: TStatus) => string;
  /** The move drawn as an outline button, e.g. 'cancelado'. */
  quiet: TStatus;
  /** The move being sent (its button shows as loading). */
  pending?: TStatus | undefined;
  /** Whether the button of move `to` is disabled. @default none is */
  disabled?: (to: TStatus) => boolean;
  onMove: (to: TStatus) => void;
  /** A note under the buttons (only when there are moves). */
  children?: ReactNode;
}

/** The record's status moves (see the module's comment). */
export function StatusMoves<TStatus extends string>({
  messages: m,
  moves,
  label,
  quiet,
  pending,
  disabled,
  onMove,
  children,
}: StatusMovesProps<TStatus>) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {m.movesHeading}
      </h2>
      {moves.length === 0 ? (
        <p className="text-muted-foreground">{m.noMoves}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <Button
                key={to}
                variant={to === quiet ? 'outline' : 'primary'}
                loading={pending === to}
                disabled={disabled?.(to) ?? false}
                onClick={() => onMove(to)}
              >
                {label(to)}
              </Button>
            ))}
          </div>
          {children}
        </>
      )}
    </section>
  );
}
