/**
 * The failure toast of a record's form when saving fails (a sheet's, a record page's): 'No
 * pudimos guardar los cambios.' and 'Revisa los campos marcados.'; the form itself shows the
 * server's field errors (`RecordSheet`, `Form`).
 */
import { useToast } from '@jornada/ui';
import { messages } from '../messages/messages.ts';

/** A function for a form's `onSubmitError` that shows the toast (see the module's comment). */
export function useSaveErrorToast(): () => void {
  const { toast } = useToast();
  return () =>
    toast({
      title: messages.workspace.saveError,
      description: messages.employees.checkFields,
      variant: 'danger',
    });
}
