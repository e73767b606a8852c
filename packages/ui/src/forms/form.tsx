import { Slot } from 'radix-ui';
import * as React from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { Label } from '../components/label.tsx';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';
import { applyServerErrors, getApiErrorBody } from './server-errors.ts';

const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/** Focuses the first field (in page order) that reports `aria-invalid="true"` inside `root`. */
function focusFirstInvalid(root: HTMLElement | null): void {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target = invalid.matches(focusableSelector)
    ? invalid
    : invalid.querySelector<HTMLElement>(focusableSelector);
  (target ?? invalid).focus();
}

/** Props of {@link Form}. */
type FormProps<TFieldValues extends FieldValues, TContext, TTransformed> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  /** The `useForm()` instance (with `zodResolver(schema)`). */
  form: UseFormReturn<TFieldValues, TContext, TTransformed>;
  /**
   * Runs with the validated values. If it throws or rejects with a 400/422
   * body (`{ message, errors }`, or a failed request whose `data` is one), the
   * errors are shown next to the fields; any other failure shows
   * `failureMessage` at `root.server`. The typed values are always kept.
   */
  onSubmit: (values: TTransformed) => unknown;
  /** Runs when client-side validation fails, after focus moves to the first invalid field. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
  /** Runs with whatever `onSubmit` threw (for logging or a toast). */
  onSubmitError?: (error: unknown) => void;
  /** Summary for failures that carry no field errors. @default 'No pudimos guardar los cambios. Revisa los campos marcados.' */
  failureMessage?: string;
};

/**
 * A `<form noValidate>` bound to react-hook-form: provides the form context,
 * moves focus to the first invalid field (page order) when validation fails,
 * and maps server field errors with {@link applyServerErrors}. It never resets
 * the values on a failed submit, so nothing the user typed is lost.
 */
function Form<TFieldValues extends FieldValues, TContext = unknown, TTransformed = TFieldValues>({
  form,
  onSubmit,
  onInvalid,
  onSubmitError,
  failureMessage = uiMessages.forms.serverError,
  className,
  children,
  ...props
}: FormProps<TFieldValues, TContext, TTransformed>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const handleSubmit = form.handleSubmit(
    async (values) => {
      form.clearErrors('root.server');
      try {
        await onSubmit(values);
      } catch (error) {
        onSubmitError?.(error);
        if (getApiErrorBody(error)) {
          const fields = applyServerErrors(form, error);
          if (fields.length > 0) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
        } else {
          form.setError('root.server', { type: 'server', message: failureMessage });
        }
      }
    },
    (errors, event) => {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return onInvalid?.(errors, event);
    },
  );
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        data-slot="form"
        className={cn('grid gap-4', className)}
        onSubmit={(event) => void handleSubmit(event)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}

type FormFieldContextValue = { name: string };
const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

/**
 * One field bound to the form (react-hook-form `Controller`): pass `name` and
 * a `render` that returns a {@link FormItem}.
 */
function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformed>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

type FormItemContextValue = {
  id: string;
  required: boolean;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
};
const FormItemContext = React.createContext<FormItemContextValue | null>(null);

/**
 * The ids and state of the current field, for custom parts.
 *
 * @throws Error outside a {@link FormField} / {@link FormItem}.
 */
function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name ?? '' });
  if (!field || !item)
    throw new Error('useFormField debe usarse dentro de <FormField> y <FormItem>.');
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    id: item.id,
    required: item.required,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    ...fieldState,
  };
}

/** Props of {@link FormItem}. */
type FormItemProps = React.ComponentProps<'div'> & {
  /** Marks the field as required: a '*' plus '(obligatorio)' for screen readers on the label, and `aria-required` on the control. @default false */
  required?: boolean;
};

/** Groups a field's label, control, description and message, and links them by id. */
function FormItem({ className, required = false, ...props }: FormItemProps) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  return (
    <FormItemContext.Provider value={{ id, required, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

/** The field's label; turns red with `data-error` and shows the required marker. */
function FormLabel({ className, children, ...props }: React.ComponentProps<typeof Label>) {
  const { error, formItemId, required } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error || undefined}
      className={cn('data-[error]:text-danger', className)}
      htmlFor={formItemId}
      {...props}
    >
      {children}
      {required ? (
        <>
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({uiMessages.required})</span>
        </>
      ) : null}
    </Label>
  );
}

/**
 * Wraps the single control (Input, Textarea, SelectTrigger, Checkbox…) and
 * gives it `id`, `aria-describedby` (description and error), `aria-invalid`
 * and `aria-required`.
 */
function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, required, hasDescription } =
    useFormField();
  const describedBy = [
    hasDescription ? formDescriptionId : null,
    error?.message ? formMessageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      aria-required={required || undefined}
      {...props}
    />
  );
}

/** A hint under the control, read with it through `aria-describedby`. */
function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  React.useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's error text (client or server); renders nothing when valid, unless `children` are given. */
function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm font-medium text-danger', className)}
      {...props}
    >
      {body}
    </p>
  );
}

/** The form-level error (`root.server`, set by {@link applyServerErrors} or a failed submit), announced with `role="alert"`. */
function FormRootMessage({ className, ...props }: React.ComponentProps<'div'>) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <div
      data-slot="form-root-message"
      role="alert"
      className={cn(
        'rounded-md border border-danger bg-card p-3 text-sm font-medium text-danger',
        className,
      )}
      {...props}
    >
      {message}
    </div>
  );
}

export {
  focusFirstInvalid,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useFormField,
  type FormItemProps,
  type FormProps,
};
