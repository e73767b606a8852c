import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '../components/checkbox.tsx';
import { Switch } from '../components/switch.tsx';
import { cn } from '../lib/cn.ts';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form.tsx';

/** Props of {@link SwitchField} and {@link CheckboxField}. */
export type BooleanFieldProps<TFieldValues extends FieldValues> = FieldBaseProps<TFieldValues>;

function BooleanField<TFieldValues extends FieldValues>({
  kind,
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
}: BooleanFieldProps<TFieldValues> & { kind: 'switch' | 'checkbox' }) {
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem
          required={required}
          data-slot={`${kind}-field`}
          className={cn(
            'grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 [&>[data-slot=form-description]]:col-start-2 [&>[data-slot=form-message]]:col-start-2',
            className,
          )}
        >
          <FormControl>
            <Control
              ref={field.ref}
              name={field.name}
              disabled={field.disabled}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className={kind === 'checkbox' ? 'mt-0.5' : undefined}
            />
          </FormControl>
          <FormLabel className="pt-0.5 leading-5 font-normal">{label}</FormLabel>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * A labelled on/off switch (role `switch`, Space toggles) bound to the
 * surrounding `<Form>`; the value is a boolean. Use it for settings that take
 * effect as a state ('Activo').
 */
export function SwitchField<TFieldValues extends FieldValues>(
  props: BooleanFieldProps<TFieldValues>,
) {
  return <BooleanField {...props} kind="switch" />;
}

/**
 * A labelled checkbox bound to the surrounding `<Form>`; the value is a
 * boolean. Use it for consent and yes/no questions; `z.literal(true)` makes it
 * mandatory.
 */
export function CheckboxField<TFieldValues extends FieldValues>(
  props: BooleanFieldProps<TFieldValues>,
) {
  return <BooleanField {...props} kind="checkbox" />;
}
