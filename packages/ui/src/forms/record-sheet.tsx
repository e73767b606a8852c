import * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../components/button.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '../components/sheet.tsx';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';
import { Form, FormRootMessage } from './form.tsx';

/** Props of {@link RecordSheet}. */
type RecordSheetProps<TFieldValues extends FieldValues, TContext, TTransformed> = {
  /** Whether the sheet is open (controlled). */
  open: boolean;
  /** Called to open or close it (× button, Escape, 'Cancelar', a successful submit). */
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading and accessible name, for example 'Nuevo empleado' or 'Editar a Ana López'. */
  title: string;
  /** A line under the title (the sheet's accessible description). */
  description?: React.ReactNode;
  /** The form (`useZodForm(schema, { defaultValues })`); keep it in the caller so reopening keeps the values. */
  form: UseFormReturn<TFieldValues, TContext, TTransformed>;
  /**
   * Saves the validated values. Resolve to close the sheet (show the success
   * toast here). Throw the failed request to keep the sheet open: a 400/422
   * body's field errors appear on the fields (`applyServerErrors`), anything
   * else as a form-level alert; what the user typed is never reset.
   */
  onSubmit: (values: TTransformed) => unknown;
  /** Runs with whatever `onSubmit` threw, for example to show an error toast. */
  onSubmitError?: (error: unknown) => void;
  /** The fields (`TextField`, `MoneyField`…). */
  children: React.ReactNode;
  /** Text of the submit button. @default 'Guardar' */
  submitLabel?: string;
  /** Text of the cancel button. @default 'Cancelar' */
  cancelLabel?: string;
  /** Edge it slides from. @default 'right' */
  side?: 'right' | 'left' | 'bottom' | 'top';
  /** Class names of the sheet panel (for example a wider `sm:max-w-lg`). */
  className?: string;
};

/**
 * Create or edit a record in a side {@link Sheet} holding a {@link Form}:
 * title, scrollable fields, 'Guardar' (busy while the request runs) and
 * 'Cancelar'. A successful submit closes it; a failed one keeps it open with
 * the server's messages on the fields and every typed value intact.
 */
function RecordSheet<
  TFieldValues extends FieldValues,
  TContext = unknown,
  TTransformed = TFieldValues,
>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  onSubmitError,
  children,
  submitLabel = uiMessages.records.save,
  cancelLabel = uiMessages.records.cancel,
  side = 'right',
  className,
}: RecordSheetProps<TFieldValues, TContext, TTransformed>) {
  const pending = form.formState.isSubmitting;
  // Opened from a row menu there is no Radix trigger, so focus goes back to what had it.
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side={side}
        data-slot="record-sheet"
        data-pending={pending || undefined}
        className={cn('gap-0 sm:max-w-md', className)}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <SheetHeader className="border-b border-border">
          <SheetTitle>{title}</SheetTitle>
          {description ? <SheetDescription>{description}</SheetDescription> : null}
        </SheetHeader>
        <Form
          form={form}
          onSubmit={async (values) => {
            await onSubmit(values);
            onOpenChange(false);
          }}
          onSubmitError={onSubmitError}
          aria-label={title}
          aria-busy={pending || undefined}
          className="flex min-h-0 flex-1 flex-col gap-0"
        >
          <div className="grid flex-1 content-start gap-4 overflow-y-auto p-4">
            <FormRootMessage />
            {children}
          </div>
          <SheetFooter className="flex-row justify-end border-t border-border">
            <SheetClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </SheetClose>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </SheetFooter>
        </Form>
      </SheetContent>
    </Sheet>
  );
}

export { RecordSheet, type RecordSheetProps };
