import * as React from 'react';
import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { Input } from '../components/input.tsx';
import { uiMessages } from '../messages.ts';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  useFormField,
} from './form.tsx';
import { formatMoney, parseMoney } from './money.ts';

/** Props of {@link MoneyField}. */
export interface MoneyFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Example shown while empty. @default '$0.00' */
  placeholder?: string;
}

// Receives id and aria-* from FormControl (Slot) and hands them to the input.
function MoneyInput({
  field,
  ...props
}: React.ComponentProps<'input'> & { field: ControllerRenderProps<FieldValues, string> }) {
  const value = field.value as number | null | undefined;
  const show = (cents: number | null | undefined) =>
    typeof cents === 'number' && Number.isFinite(cents) ? formatMoney(cents) : '';
  const [text, setText] = React.useState(() => show(value));
  const [focused, setFocused] = React.useState(false);
  // Follow outside changes (reset, server data) unless the person is typing.
  const [lastValue, setLastValue] = React.useState(value);
  if (!focused && !Object.is(value, lastValue)) {
    setLastValue(value);
    if (!Object.is(parseMoney(text), value)) setText(show(value));
  }
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      name={field.name}
      ref={field.ref}
      disabled={field.disabled}
      value={text}
      className="tabular-nums"
      onFocus={() => setFocused(true)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const cents = parseMoney(next);
        setLastValue(cents);
        field.onChange(cents);
      }}
      onBlur={() => {
        setFocused(false);
        const cents = parseMoney(text);
        if (cents !== null && Number.isFinite(cents)) setText(formatMoney(cents));
        field.onBlur();
      }}
    />
  );
}

/** The error, worded for amounts when the text is not one (zod alone would say 'Escribe un número.'). */
function MoneyMessage({ notAnAmount }: { notAnAmount: boolean }) {
  const { error, formMessageId } = useFormField();
  if (!error) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className="text-sm font-medium text-danger">
      {notAnAmount ? uiMessages.forms.money : String(error.message ?? '')}
    </p>
  );
}

/**
 * A labelled amount in Mexican pesos bound to the surrounding `<Form>`. The
 * value is integer **cents** (`123450` is $1,234.50), `null` while empty, or
 * `NaN` while the text is not an amount (shown as 'Escribe una cantidad en
 * pesos…'). People type '1,234.50', '1234.5' or '$1,234.50'; on blur the text
 * is shown as `Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' })`.
 * Validate with `z.number().int()` plus your bounds.
 */
export function MoneyField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  placeholder = formatMoney(0),
}: MoneyFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="money-field">
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <MoneyInput
              field={field as unknown as ControllerRenderProps<FieldValues, string>}
              placeholder={placeholder}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <MoneyMessage
            notAnAmount={typeof field.value === 'number' && Number.isNaN(field.value)}
          />
        </FormItem>
      )}
    />
  );
}
