import type { FieldPath, FieldValues } from 'react-hook-form';

/**
 * Props every field of `@jornada/ui/forms` takes. A field must be rendered
 * inside `<Form>`: it reads the form from context.
 */
export interface FieldBaseProps<TFieldValues extends FieldValues> {
  /** The form field this control edits (dot paths for nested values). */
  name: FieldPath<TFieldValues>;
  /** The visible label (also the control's accessible name). */
  label: string;
  /** Helper text under the control, read with it through `aria-describedby`. */
  description?: string;
  /** Marks the field as required: '*' plus '(obligatorio)' on the label and `aria-required`. @default false */
  required?: boolean;
  /** Disables the control. @default false */
  disabled?: boolean;
  /** Classes of the field's wrapper (grid placement, width). */
  className?: string;
}
