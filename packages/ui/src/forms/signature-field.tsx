import type { FieldValues } from 'react-hook-form';
import { SignaturePad } from '../components/signature-pad.tsx';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form.tsx';

/** Props of {@link SignatureField}. */
export type SignatureFieldProps<TFieldValues extends FieldValues> = FieldBaseProps<TFieldValues>;

// The pad is a group, not a form control: it is named by the label's id, and `aria-required`
// (not allowed on a group) stays on the label's '(obligatorio)'.
function SignatureControl({
  value,
  onChange,
  onBlur,
  disabled,
  fieldRef,
}: {
  fieldRef: (target: { focus: () => void } | null) => void;
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  disabled?: boolean | undefined;
}) {
  const { error, id, formItemId, formDescriptionId, formMessageId, hasDescription } =
    useFormField();
  const describedBy = [
    hasDescription ? formDescriptionId : null,
    error?.message ? formMessageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <SignaturePad
      // react-hook-form focuses the first invalid field through its ref: the pad's first tab.
      ref={(root: HTMLDivElement | null) =>
        fieldRef(
          root && {
            focus: () =>
              root.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus(),
          },
        )
      }
      id={formItemId}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      value={typeof value === 'string' && value ? value : null}
      disabled={disabled ?? false}
      onValueChange={(next) => {
        onChange(next);
        onBlur();
      }}
    />
  );
}

/**
 * A labelled {@link SignaturePad} bound to the surrounding `<Form>`: the value is the signature
 * as a PNG data URL (`data:image/png;base64,…`), or `null` while empty. Drawn, or typed from the
 * keyboard. Validate with `z.string().startsWith('data:image/png;base64,')` (or `.nullable()`).
 */
export function SignatureField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
}: SignatureFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="signature-field">
          <SignatureLabel>{label}</SignatureLabel>
          <SignatureControl
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            fieldRef={field.ref}
          />
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function SignatureLabel({ children }: { children: string }) {
  const { id } = useFormField();
  return (
    <FormLabel id={`${id}-label`} htmlFor={undefined}>
      {children}
    </FormLabel>
  );
}
