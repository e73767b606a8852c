import type { FieldValues } from 'react-hook-form';
import { Input } from '../components/input.tsx';
import type { FieldBaseProps } from './field-props.ts';
import { isoToLocalInput, localInputToIso } from './date-time.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form.tsx';

/** Props of {@link DateField}. */
export interface DateFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Earliest date, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date, 'YYYY-MM-DD'. */
  max?: string;
}

/**
 * A labelled calendar date bound to the surrounding `<Form>` (native date
 * input: typed segment by segment or picked). The value is 'YYYY-MM-DD', or ''
 * while empty; validate with `z.iso.date()`.
 */
export function DateField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  min,
  max,
}: DateFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="date-field">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="date"
              min={min}
              max={max}
              className="w-auto"
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Props of {@link DateTimeField}. */
export type DateTimeFieldProps<TFieldValues extends FieldValues> = FieldBaseProps<TFieldValues>;

/**
 * A labelled date and time bound to the surrounding `<Form>`. People type in
 * their local time; the value is the ISO instant in UTC
 * ('2025-03-01T18:30:00.000Z'), or '' while empty or incomplete; validate with
 * `z.iso.datetime()`.
 */
export function DateTimeField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
}: DateTimeFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="date-time-field">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="datetime-local"
              className="w-auto"
              name={field.name}
              ref={field.ref}
              disabled={field.disabled}
              onBlur={field.onBlur}
              value={isoToLocalInput(field.value)}
              onChange={(event) => field.onChange(localInputToIso(event.currentTarget.value))}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
