/**
 * The create/edit wiring of every record sheet (docs/decisions/0040-forms-from-the-contract.md):
 * the form from a schema (usually a generated one, `@jornada/api-client/forms`), the generated
 * create or update mutation, the success toast, the failure toast and closing on success. The
 * sheet renders `<RecordSheet {...sheet}>` with its fields; a 400/422 answer's field errors show
 * under the fields (`Form` applies them) and what the user typed stays.
 */
import type { ApiError, JornadaClient } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import { getApiErrorBody, useZodForm, type RecordSheetProps } from '@jornada/ui/forms';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useAppContext } from '../app/app-context.ts';
import { messages } from '../messages/messages.ts';

/** A generated `…MutationOptions` factory, e.g. `createTerminalMutationOptions`. */
export type MutationFactory<TData, TVariables> = (
  api: JornadaClient,
  queryClient: QueryClient,
) => UseMutationOptions<TData, ApiError, TVariables>;

/** How a sheet saves one way (create or update): the mutation, its variables, the success toast. */
export interface RecordSave<TBody, TRecord, TData, TVariables> {
  /** The generated mutation options. */
  mutation: MutationFactory<TData, TVariables>;
  /**
   * The mutation's variables from the validated values (and, on update, the edited record), e.g.
   * `(body) => ({ companyId, ...body })` or `(body, terminal) => ({ terminalId: terminal.id, ...body })`.
   */
  variables: (body: TBody, record: TRecord) => TVariables;
  /** The success toast's title, from what the server answered. */
  done: (saved: TData) => string;
  /** A line under the success toast's title; `undefined` for none. */
  detail?: (saved: TData) => string | undefined;
  /** Runs after the success toast, before the sheet closes (e.g. reads another resource again, opens the new record). */
  after?: (saved: TData) => unknown;
}

/** Options of {@link useRecordSheet}. */
export interface UseRecordSheetOptions<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TRecord,
  TCreated,
  TCreateVariables,
  TUpdated,
  TUpdateVariables,
> {
  /** Whether the sheet is open, and how the screen opens and closes it (`RecordSheetSlotProps`). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading, e.g. 'Nueva terminal' or 'Editar Patio Manzanillo'. */
  title: string;
  /** The form's schema; its output is what `create.variables` and `update.variables` receive. */
  schema: TSchema;
  /** What the fields hold when the sheet opens (the record's values, or the empty form's). */
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** The record being edited; absent to create one. */
  record?: TRecord | undefined;
  /** How a new record is saved (used when `record` is absent). */
  create?: RecordSave<z.output<TSchema>, undefined, TCreated, TCreateVariables>;
  /** How the edited record is saved (used when `record` is given). */
  update?: RecordSave<z.output<TSchema>, TRecord, TUpdated, TUpdateVariables>;
  /** The failure toast's title. @default 'No pudimos guardar los cambios.' */
  failed?: string;
}

/** What {@link useRecordSheet} returns: `RecordSheet`'s props but `children`. */
export type RecordSheetWiring<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
> = Omit<RecordSheetProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'children'>;

/**
 * The props of a record's `RecordSheet` (see the module's comment).
 * @param options - the sheet's state, title, schema, default values, the record and how to save.
 * @throws {Error} when the way to save it (`create` without a record, `update` with one) is missing.
 * @returns `open`, `onOpenChange`, `title`, `form`, `onSubmit` (runs the mutation, toasts what
 * was saved; rejects with the failed request, which keeps the sheet open) and `onSubmitError`
 * (the failure toast, with 'Revisa los campos marcados.' when the server named fields).
 */
export function useRecordSheet<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TRecord = never,
  TCreated = never,
  TCreateVariables = never,
  TUpdated = never,
  TUpdateVariables = never,
>({
  open,
  onOpenChange,
  title,
  schema,
  defaultValues,
  record,
  create,
  update,
  failed = messages.workspace.saveError,
}: UseRecordSheetOptions<
  TSchema,
  TRecord,
  TCreated,
  TCreateVariables,
  TUpdated,
  TUpdateVariables
>): RecordSheetWiring<TSchema> {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  // One of the two per mount (the screen mounts the sheet afresh for each opening).
  const save = (record === undefined ? create : update) as
    RecordSave<z.output<TSchema>, TRecord | undefined, unknown, unknown> | undefined;
  if (!save)
    throw new Error(
      record === undefined ? 'useRecordSheet: no create' : 'useRecordSheet: no update',
    );
  const mutation = useMutation(save.mutation(api, queryClient));
  const form = useZodForm(schema, { defaultValues });
  return {
    open,
    onOpenChange,
    title,
    form,
    onSubmit: async (values) => {
      const saved = await mutation.mutateAsync(save.variables(values, record));
      const detail = save.detail?.(saved);
      toast({
        title: save.done(saved),
        ...(detail === undefined ? {} : { description: detail }),
        variant: 'success',
      });
      await save.after?.(saved);
    },
    onSubmitError: (error) =>
      toast({
        title: failed,
        ...(getApiErrorBody(error)?.errors ? { description: messages.employees.checkFields } : {}),
        variant: 'danger',
      }),
  };
}
