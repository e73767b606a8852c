import { Input } from '@jornada/ui';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@jornada/ui/forms';

/** A one-line text field of the profile form (a salary asks for the numeric keyboard). */
export function ProfileTextField({
  name,
  label,
  required = false,
  type = 'text',
}: {
  name: 'desired_position' | 'job_title' | 'address' | 'min_salary' | 'max_salary';
  label: string;
  required?: boolean;
  type?: string;
}) {
  return (
    <FormField
      name={name}
      render={({ field }) => (
        <FormItem required={required}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={type}
              inputMode={name.endsWith('salary') ? 'numeric' : undefined}
              {...field}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
