/**
 * The big buttons of the employee's clock-in (decision 39): the one primary
 * action the state allows (Registrar entrada → Registrar salida, with Iniciar receso beside it →
 * Terminar receso) and, when today has several recesses, the choice of the one taken.
 * «Registrar salida» ends the workday, so it asks first (an alert dialog; cancelling does
 * nothing). After a check, focus goes to the new primary action.
 */
import type { components } from '@jornada/api-client';
import { ConfirmDialog, Button } from '@jornada/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { clockInMessages } from './clock-in-messages.ts';
import { actionsOf, type ClockAction, type ClockPhase } from './clock-state.ts';

const m = clockInMessages;

/** Props of {@link ClockActions}. */
export interface ClockActionsProps {
  phase: ClockPhase;
  /** Today's recesses (`ClockerEmployee.recesses`). */
  recesses: readonly components['schemas']['Recess'][];
  /** True while a check is being made (the position is read). */
  busy: boolean;
  /** Makes a check; resolves once it is sent, queued or refused. */
  onCheck: (type: ClockAction, recessId?: number) => Promise<void>;
}

const big = 'h-16 w-full text-lg';

/** The actions of `phase`, as large buttons. */
export function ClockActions({ phase, recesses, busy, onCheck }: ClockActionsProps) {
  const [choosing, setChoosing] = useState(false);
  const [confirmingOut, setConfirmingOut] = useState(false);
  const [focusAfter, setFocusAfter] = useState(0);
  const primary = useRef<HTMLButtonElement>(null);
  const breakButton = useRef<HTMLButtonElement>(null);
  const firstOption = useRef<HTMLButtonElement>(null);
  const chooserId = useId();
  const actions = actionsOf(phase);

  useEffect(() => {
    if (focusAfter) primary.current?.focus();
  }, [focusAfter]);
  useEffect(() => {
    if (choosing) firstOption.current?.focus();
  }, [choosing]);

  const run = async (type: ClockAction, recessId?: number) => {
    setChoosing(false);
    await onCheck(type, recessId);
    setFocusAfter((n) => n + 1);
  };

  const start = (type: ClockAction) => {
    if (type === 'check_out') {
      setConfirmingOut(true);
      return;
    }
    if (type === 'break_start' && recesses.length > 1) {
      setChoosing((open) => !open);
      return;
    }
    void run(type, type === 'break_start' ? recesses[0]?.id : undefined);
  };

  return (
    <div className="grid gap-3">
      {actions.map((type, index) => (
        <Button
          key={type}
          ref={index === 0 ? primary : type === 'break_start' ? breakButton : undefined}
          variant={index === 0 ? 'primary' : 'outline'}
          size="lg"
          className={big}
          loading={busy}
          aria-expanded={type === 'break_start' && recesses.length > 1 ? choosing : undefined}
          aria-controls={type === 'break_start' && choosing ? chooserId : undefined}
          onClick={() => start(type)}
        >
          {m.actions[type]}
        </Button>
      ))}
      {choosing ? (
        <div
          id={chooserId}
          role="group"
          aria-labelledby={`${chooserId}-label`}
          className="grid gap-2 rounded-lg border p-3"
        >
          <p id={`${chooserId}-label`} className="font-medium">
            {m.panel.chooseRecess}
          </p>
          {recesses.map((recess, i) => (
            <Button
              key={recess.id}
              ref={i === 0 ? firstOption : undefined}
              variant="secondary"
              size="lg"
              className="w-full"
              onClick={() => void run('break_start', recess.id)}
            >
              {m.panel.recessOption(recess.name, recess.start_time, recess.end_time)}
            </Button>
          ))}
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={() => void run('break_start')}
          >
            {m.panel.unplannedRecess}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setChoosing(false);
              breakButton.current?.focus();
            }}
          >
            {m.panel.cancel}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmingOut}
        onOpenChange={setConfirmingOut}
        title={m.confirmCheckOut.title}
        description={m.confirmCheckOut.text}
        confirmLabel={m.confirmCheckOut.confirm}
        cancelLabel={m.confirmCheckOut.cancel}
        onConfirm={() => void run('check_out')}
      />
    </div>
  );
}
