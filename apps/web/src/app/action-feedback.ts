/**
 * Feedback on every action of the seeker's screens: a success toast for
 * what was saved, sent or deleted — with «Deshacer» when the action can be undone — and a
 * failure toast with the server's Spanish message. Needs the `ToastProvider` of the layout
 * (routes/root.tsx for the seeker's screens, workspace-layout.tsx for the company's).
 */
import { useToast } from '@jornada/ui';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { errorText } from './error-text.ts';

/** What {@link useActionFeedback} returns. */
export interface ActionFeedback {
  /**
   * Says an action worked.
   * @param title - what happened, e.g. 'Guardaste la vacante en tus favoritos.'.
   * @param undo - puts things back; given, the toast offers «Deshacer» for its whole duration.
   */
  succeeded: (title: string, undo?: () => void) => void;
  /**
   * Says an action failed, with the server's message (or a generic hint).
   * @param error - what the request threw.
   * @param title - the toast's title. @default 'No pudimos completar la acción.'
   */
  failed: (error: unknown, title?: string) => void;
}

/** Success and failure toasts for the actions of a screen (see the module's comment). */
export function useActionFeedback(): ActionFeedback {
  const { toast } = useToast();
  const f = messages.feedback;
  return {
    succeeded: (title, undo) => {
      toast({
        title,
        variant: 'success',
        ...(undo ? { action: { label: f.undo, altText: f.undoAlt(title), onClick: undo } } : {}),
      });
    },
    failed: (error, title = f.failed) => {
      toast({ title, description: errorText(error), variant: 'danger' });
    },
  };
}
