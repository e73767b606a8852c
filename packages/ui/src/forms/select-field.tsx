import type { FieldPath, FieldValues } from 'react-hook-form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/select.tsx';
import { uiMessages } from '../messages.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from './form.tsx';

/** One choice of a {@link SelectField}: the stored `value` and the Spanish `label` shown. */
export interface SelectFieldOption {
  value: string;
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<TFieldValues extends FieldValues> {
  /** The form field (a string; `''` means no choice). */
  name: FieldPath<TFieldValues>;
  /** The visible label. */
  label: string;
  /** The choices, in order. */
  options: readonly SelectFieldOption[];
  /**
   * Label of an explicit "none" choice listed first (e.g. «Sin licencia»): choosing it stores
   * `''`. Without it a field with no value shows `placeholder` and cannot be emptied again.
   */
  emptyLabel?: string;
  /** Shown while nothing is chosen. @default 'Selecciona una opción' */
  placeholder?: string;
  /** Helper text under the control. */
  description?: string;
  /** Marks the field as required (label marker and `aria-required`). @default false */
  required?: boolean;
  /**
   * Disables the control (for example until the choice it depends on is made); the value stays in
   * the form's values. @default false
   */
  disabled?: boolean;
  /** Classes of the field's wrapper (grid placement, width). */
  className?: string;
}

// Radix Select reserves '' for "no value", so the explicit none choice has its own value
const NONE = '__none__';

/**
 * A labelled select bound to the surrounding `<Form>` (react-hook-form): a
 * Radix Select (WAI-ARIA combobox + listbox, typeahead, keyboard) with its
 * label, description and Spanish error message linked, and an optional
 * "none" choice that stores `''`. Must be rendered inside `<Form>`.
 */
export function SelectField<TFieldValues extends FieldValues>({
  name,
  label,
  options,
  emptyLabel,
  placeholder = uiMessages.forms.selectPlaceholder,
  description,
  required = false,
  disabled = false,
  className,
}: SelectFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      render={({ field }) => (
        <FormItem required={required} className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={
              field.value === '' || field.value == null ? (emptyLabel ? NONE : '') : field.value
            }
            onValueChange={(value) => field.onChange(value === NONE ? '' : value)}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur} className="w-full">
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {emptyLabel && <SelectItem value={NONE}>{emptyLabel}</SelectItem>}
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
