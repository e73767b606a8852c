import { esMessages, Multiselect } from '@jornada/multiselect';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { uiMessages } from '../messages.ts';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form.tsx';

/** One choice of a {@link MultiselectField}: the stored `value` and the Spanish `label`. */
export interface MultiselectFieldOption {
  value: string;
  label: string;
}

/** Props of {@link MultiselectField}. */
export interface MultiselectFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** The choices, in order; typing filters them. */
  options: readonly MultiselectFieldOption[];
  /** Most choices allowed. @default no limit */
  max?: number;
  /** Shown while nothing is chosen. @default 'Busca y elige' */
  placeholder?: string;
}

function MultiselectControl({
  field,
  options,
  max,
  placeholder,
}: Pick<MultiselectFieldProps<FieldValues>, 'options' | 'max'> & {
  field: ControllerRenderProps<FieldValues, string>;
  placeholder: string;
}) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription, required } =
    useFormField();
  const values = (field.value as string[] | undefined) ?? [];
  const describedBy = [
    hasDescription ? formDescriptionId : null,
    error?.message ? formMessageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Multiselect<MultiselectFieldOption>
      multiple
      ref={field.ref}
      id={formItemId}
      name={field.name}
      aria-labelledby={`${formItemId}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      required={required && values.length === 0}
      disabled={field.disabled}
      options={options}
      labelKey="label"
      trackBy="value"
      max={max}
      placeholder={placeholder}
      messages={esMessages}
      value={options.filter((option) => values.includes(option.value))}
      onValueChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
      onClose={field.onBlur}
    />
  );
}

/**
 * A labelled searchable multiselect (`@jornada/multiselect`, WAI-ARIA combobox
 * with a multi-select listbox) bound to the surrounding `<Form>`. The value is
 * the chosen options' `value`s, in option order; validate with
 * `z.array(z.string()).min(1)`.
 */
export function MultiselectField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  options,
  max,
  placeholder = uiMessages.forms.multiselectPlaceholder,
}: MultiselectFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="multiselect-field">
          <MultiselectLabel>{label}</MultiselectLabel>
          <MultiselectControl
            field={field as unknown as ControllerRenderProps<FieldValues, string>}
            options={options}
            max={max}
            placeholder={placeholder}
          />
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The label, with an id so the combobox and its listbox can both be named by it. */
function MultiselectLabel({ children }: { children: string }) {
  const { formItemId } = useFormField();
  return <FormLabel id={`${formItemId}-label`}>{children}</FormLabel>;
}
