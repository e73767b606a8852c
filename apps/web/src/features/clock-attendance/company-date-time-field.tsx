/**
 * A labelled date and time typed in the company's time zone (America/Mexico_City, decision 39)
 * bound to the surrounding `<Form>`: like `DateTimeField` of @jornada/ui, whose local time is
 * the browser's, but a correction made from another zone still means the company's clock. The
 * value is the ISO instant in UTC, or '' while empty or incomplete.
 */
import { Input } from '@jornada/ui';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  type FieldBaseProps,
} from '@jornada/ui/forms';
import type { FieldValues } from 'react-hook-form';
import { companyInputToIso, isoToCompanyInput } from './clock-time.ts';

/** The field (see the module's comment); render it inside a `<Form>`. */
export function CompanyDateTimeField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
}: FieldBaseProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="datetime-local"
              className="w-auto"
              name={field.name}
              ref={field.ref}
              disabled={field.disabled}
              onBlur={field.onBlur}
              value={isoToCompanyInput(field.value)}
              onChange={(event) => field.onChange(companyInputToIso(event.currentTarget.value))}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
