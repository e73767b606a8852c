import type { FieldValues } from 'react-hook-form';
import { Label } from '../components/label.tsx';
import { RadioGroup, RadioGroupItem } from '../components/radio-group.tsx';
import { cn } from '../lib/cn.ts';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form.tsx';

/** One choice of a {@link RadioGroupField}. */
export interface RadioGroupFieldOption {
  value: string;
  label: string;
}

/** Props of {@link RadioGroupField}. */
export interface RadioGroupFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** The choices, in order. */
  options: readonly RadioGroupFieldOption[];
  /** Lay the choices out in a row (wrapping) or a column. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
}

function Choices({
  options,
  orientation,
  value,
  onChange,
  onBlur,
  disabled,
  name,
  fieldRef,
}: {
  fieldRef: (target: { focus: () => void } | null) => void;
  options: readonly RadioGroupFieldOption[];
  orientation: 'horizontal' | 'vertical';
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean | undefined;
  name: string;
}) {
  const { id, formItemId } = useFormField();
  return (
    <FormControl>
      <RadioGroup
        // react-hook-form focuses the first invalid field through its ref: the chosen radio, or
        // the first (the group itself is not a focus target).
        ref={(root: HTMLDivElement | null) =>
          fieldRef(
            root && {
              focus: () =>
                (
                  root.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
                  root.querySelector<HTMLElement>('[role="radio"]:not([disabled])')
                )?.focus(),
            },
          )
        }
        aria-labelledby={`${id}-label`}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onValueChange={onChange}
        onBlur={onBlur}
        disabled={disabled ?? false}
        orientation={orientation}
        className={cn(orientation === 'horizontal' && 'flex flex-wrap gap-x-5 gap-y-2')}
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem value={option.value} id={`${formItemId}-${option.value}`} />
            <Label htmlFor={`${formItemId}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function GroupLabel({ children }: { children: string }) {
  const { id } = useFormField();
  return (
    <FormLabel id={`${id}-label`} htmlFor={undefined}>
      {children}
    </FormLabel>
  );
}

/**
 * A labelled set of radio buttons (WAI-ARIA radio group: one tab stop, arrow keys move and
 * choose) bound to the surrounding `<Form>`; the value is the chosen option's `value`, or `''`
 * while none is chosen. Validate with `z.enum([...])`.
 */
export function RadioGroupField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  options,
  orientation = 'vertical',
}: RadioGroupFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="radio-group-field">
          <GroupLabel>{label}</GroupLabel>
          <Choices
            options={options}
            orientation={orientation}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            name={field.name}
            fieldRef={field.ref}
          />
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
