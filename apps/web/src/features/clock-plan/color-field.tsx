/**
 * A shift's colour in the calendar (contract `ShiftInput.color`) as a radio group of named
 * swatches (WAI-ARIA radio group: one tab stop, arrows choose), bound to the surrounding
 * `<Form>`; the value is '#RRGGBB', or '' for no colour. A stored colour outside the palette is
 * offered as 'Color actual'.
 */
import { Label, RadioGroup, RadioGroupItem } from '@jornada/ui';
import { FormField, FormItem, FormLabel, FormMessage, useFormField } from '@jornada/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { clockPlanMessages } from './clock-plan-messages.ts';
import { ColorSwatch } from './color-swatch.tsx';
import { colorName, safeColor, shiftPalette, type ShiftColor } from './shift-colors.ts';

const m = clockPlanMessages.shifts;
const NONE = 'none';

/** Props of {@link ColorField}. */
export interface ColorFieldProps<TFieldValues extends FieldValues> {
  /** The form field (a string: '#RRGGBB' or ''). */
  name: FieldPath<TFieldValues>;
  label: string;
  /** The colour the record has now (kept as a choice when it is not in the palette). */
  current?: string | null;
}

function Swatches({
  options,
  value,
  onChange,
  onBlur,
  fieldRef,
}: {
  options: ShiftColor[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  fieldRef: (target: { focus: () => void } | null) => void;
}) {
  const { id, formItemId, error, formMessageId } = useFormField();
  return (
    <RadioGroup
      ref={(root: HTMLDivElement | null) =>
        fieldRef(
          root && {
            focus: () =>
              (
                root.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
                root.querySelector<HTMLElement>('[role="radio"]')
              )?.focus(),
          },
        )
      }
      aria-labelledby={`${id}-label`}
      aria-describedby={error?.message ? formMessageId : undefined}
      value={value === '' ? NONE : value}
      onValueChange={(next) => onChange(next === NONE ? '' : next)}
      onBlur={onBlur}
      className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3"
    >
      {options.map((option) => (
        <div key={option.value || NONE} className="flex items-center gap-2">
          <RadioGroupItem
            value={option.value || NONE}
            id={`${formItemId}-${option.value || NONE}`}
          />
          <Label
            htmlFor={`${formItemId}-${option.value || NONE}`}
            className="flex items-center gap-2 font-normal"
          >
            <ColorSwatch color={option.value || null} className="size-4" />
            {option.label}
          </Label>
        </div>
      ))}
    </RadioGroup>
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

/** The colour choice (see the module's comment). */
export function ColorField<TFieldValues extends FieldValues>({
  name,
  label,
  current,
}: ColorFieldProps<TFieldValues>) {
  const stored = safeColor(current);
  const options: ShiftColor[] = [
    ...shiftPalette,
    ...(stored && !colorName(stored) ? [{ value: stored, label: m.currentColor }] : []),
    { value: '', label: m.noColor },
  ];
  return (
    <FormField<TFieldValues>
      name={name}
      render={({ field }) => (
        <FormItem data-slot="color-field">
          <GroupLabel>{label}</GroupLabel>
          <Swatches
            options={options}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            fieldRef={field.ref}
          />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
