/**
 * Undoable status moves of applications (docs/decisions/0028-applications-pipeline.md "Undo"):
 * the server only moves an application forward (and tells the candidate at once), so a move is
 * held on this screen for {@link undoWindowMs} — shown in its new column right away, with a toast
 * offering «Deshacer» — and only then sent (`updateJobApplication`). «Deshacer» within the window
 * drops it: nothing reaches the server or the candidate. Leaving the screen sends what is held.
 */
import { updateJobApplicationMutationOptions, type components } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import type { ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** How long a move can be undone before it is sent, in milliseconds. */
export const undoWindowMs = 6000;

interface Held {
  to: ApplicationStatus;
  timer: ReturnType<typeof setTimeout>;
}

/** What {@link useUndoableMove} returns. */
export interface UndoableMove {
  /** The status each held application shows until it is sent (by application id). */
  held: Record<number, ApplicationStatus>;
  /**
   * Each held application as it was listed when moved (by id), so that a board column showing
   * one status can draw a card that its own query lists under another.
   */
  moved: Record<number, Application>;
  /** The last move said in words, for the screen's live region. */
  announcement: string;
  /**
   * Moves an application: shown at once, sent after {@link undoWindowMs} unless undone.
   * @param application - the application as listed.
   * @param to - the new status (one of `companyMoves(application.status)`).
   */
  move: (application: Application, to: ApplicationStatus) => void;
}

/** Holds, announces, sends or drops status moves (see the module's comment). */
export function useUndoableMove(): UndoableMove {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const [held, setHeld] = useState<Record<number, ApplicationStatus>>({});
  const [moved, setMoved] = useState<Record<number, Application>>({});
  const [announcement, setAnnouncement] = useState('');
  const pending = useRef(new Map<number, Held>());
  const mutation = useMutation(updateJobApplicationMutationOptions(api, queryClient));
  const sendRef = useRef<(id: number) => void>(() => undefined);

  const forget = (id: number) => {
    setHeld(({ [id]: _gone, ...rest }) => rest);
    setMoved(({ [id]: _gone, ...rest }) => rest);
  };
  const release = (id: number) => {
    pending.current.delete(id);
    forget(id);
  };

  sendRef.current = (id: number) => {
    const entry = pending.current.get(id);
    if (!entry) return;
    pending.current.delete(id);
    void mutation
      .mutateAsync({ jobApplicationId: id, status: entry.to })
      .then(
        () => undefined,
        (error: unknown) => {
          toast({ title: m.moveFailed, description: errorText(error), variant: 'danger' });
          setAnnouncement(m.moveFailed);
        },
      )
      .finally(() => forget(id));
  };

  useEffect(
    () => () => {
      for (const [id, entry] of pending.current) {
        clearTimeout(entry.timer);
        sendRef.current(id);
      }
    },
    [],
  );

  const move = (application: Application, to: ApplicationStatus) => {
    const from = application.status;
    const name = application.candidate.name;
    const existing = pending.current.get(application.id);
    if (existing) clearTimeout(existing.timer);
    const timer = setTimeout(() => sendRef.current(application.id), undoWindowMs);
    pending.current.set(application.id, { to, timer });
    setHeld((current) => ({ ...current, [application.id]: to }));
    setMoved((current) =>
      current[application.id] ? current : { ...current, [application.id]: application },
    );
    const said = m.moved(name, m.statuses[to]);
    setAnnouncement(said);
    toast({
      title: said,
      variant: 'success',
      duration: undoWindowMs,
      action: {
        label: m.undo,
        altText: m.undoAlt(said),
        onClick: () => {
          const entry = pending.current.get(application.id);
          if (!entry) return;
          clearTimeout(entry.timer);
          release(application.id);
          setAnnouncement(m.undoneMove(name, m.statuses[from]));
        },
      },
    });
  };

  return { held, moved, announcement, move };
}
