/**
 * The days a shift works (contract `ShiftInput.weekdays`, ISO 1 = Monday … 7 = Sunday) as a group
 * of seven labelled checkboxes in a `fieldset`, bound to the surrounding `<Form>`; the value is
 * the chosen weekdays in week order. Its error (client or server) is read with the group.
 */
import { Checkbox, Label, uiMessages } from '@jornada/ui';
import { FormField, FormItem, FormMessage, useFormField } from '@jornada/ui/forms';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { WEEKDAYS } from './clock-time.ts';

const w = clockPlanMessages.weekdays;

/** Props of {@link WeekdaysField}. */
export interface WeekdaysFieldProps<TFieldValues extends FieldValues> {
  /** The form field (a `number[]`). */
  name: FieldPath<TFieldValues>;
  /** The group's legend. */
  label: string;
  /** Marks the group as required (the legend's marker). @default false */
  required?: boolean;
}

function Choices({
  field,
  label,
}: {
  field: ControllerRenderProps<FieldValues, string>;
  label: string;
}) {
  const { error, formItemId, formMessageId, required } = useFormField();
  const chosen = (field.value as number[] | undefined) ?? [];
  const toggle = (day: number, on: boolean) =>
    field.onChange(
      on
        ? WEEKDAYS.filter((d) => d === day || chosen.includes(d))
        : chosen.filter((d) => d !== day),
    );
  return (
    <fieldset
      aria-describedby={error?.message ? formMessageId : undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend
        data-error={error ? '' : undefined}
        className="mb-2 text-sm leading-none font-medium text-foreground data-[error]:text-danger"
      >
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger">
              *
            </span>
            <span className="sr-only"> ({uiMessages.required})</span>
          </>
        ) : null}
      </legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {WEEKDAYS.map((day, index) => (
          <div key={day} className="flex items-center gap-2">
            <Checkbox
              id={`${formItemId}-${day}`}
              ref={index === 0 ? field.ref : undefined}
              checked={chosen.includes(day)}
              onCheckedChange={(checked) => toggle(day, checked === true)}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
            <Label htmlFor={`${formItemId}-${day}`} className="font-normal">
              {w.title[index]}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The weekday checkboxes (see the module's comment). */
export function WeekdaysField<TFieldValues extends FieldValues>({
  name,
  label,
  required = false,
}: WeekdaysFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      render={({ field }) => (
        <FormItem required={required} data-slot="weekdays-field">
          <Choices
            field={field as unknown as ControllerRenderProps<FieldValues, string>}
            label={label}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
