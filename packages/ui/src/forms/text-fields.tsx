import type { FieldValues } from 'react-hook-form';
import { Input } from '../components/input.tsx';
import { Textarea } from '../components/textarea.tsx';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form.tsx';

/** Props of {@link TextField}. */
export interface TextFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Input type. @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** Browser autofill hint, for example 'name' or 'email'. */
  autoComplete?: string;
  /** Virtual keyboard hint. */
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Example text shown while empty (never instead of the label). */
  placeholder?: string;
  /** Longest value in characters. */
  maxLength?: number;
}

/**
 * A labelled single-line text input bound to the surrounding `<Form>`; the
 * value is a string.
 */
export function TextField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="text-field">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} {...inputProps} {...field} value={field.value ?? ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Props of {@link TextareaField}. */
export interface TextareaFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Visible lines before it grows. @default 3 */
  rows?: number;
  /** Longest value in characters. */
  maxLength?: number;
  /** Example text shown while empty. */
  placeholder?: string;
}

/** A labelled multi-line text field bound to the surrounding `<Form>`; the value is a string. */
export function TextareaField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  rows = 3,
  ...textareaProps
}: TextareaFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="textarea-field">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={rows} {...textareaProps} {...field} value={field.value ?? ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Props of {@link NumberField}. */
export interface NumberFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Smallest value (native constraint and spinbutton range). */
  min?: number;
  /** Largest value. */
  max?: number;
  /** Arrow-key increment. @default 1 */
  step?: number | 'any';
  /** Unit shown after the control, for example 'km' or 'años'. */
  unit?: string;
}

/**
 * A labelled number input (role `spinbutton`) bound to the surrounding
 * `<Form>`. The value is a `number`, or `null` while empty, so `z.number()`
 * reports 'Este campo es obligatorio.' for an empty field.
 */
export function NumberField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  min,
  max,
  step = 1,
  unit,
}: NumberFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="number-field">
          <FormLabel>{label}</FormLabel>
          <div className="flex items-center gap-2">
            <FormControl>
              <Input
                type="number"
                inputMode={step === 1 ? 'numeric' : 'decimal'}
                min={min}
                max={max}
                step={step}
                name={field.name}
                ref={field.ref}
                disabled={field.disabled}
                onBlur={field.onBlur}
                value={
                  typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''
                }
                onChange={(event) => {
                  const input = event.currentTarget;
                  field.onChange(input.value === '' ? null : input.valueAsNumber);
                }}
              />
            </FormControl>
            {unit ? <span className="text-sm text-muted-foreground">{unit}</span> : null}
          </div>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
