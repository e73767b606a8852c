/**
 * The company's geofence mode (`GeofenceMode`, decision 39) as a radio group bound to the
 * surrounding `<Form>`: each choice with a sentence saying what a check-in outside every
 * geofence then does, read with it (`aria-describedby`). One tab stop, arrow keys move (WAI-ARIA
 * radio group).
 */
import type { components } from '@jornada/api-client';
import { Label, RadioGroup, RadioGroupItem } from '@jornada/ui';
import { FormField, FormItem, FormMessage } from '@jornada/ui/forms';
import { useId } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { messages } from '../../messages/messages.ts';

type GeofenceMode = components['schemas']['GeofenceMode'];

const k = messages.clockAttendance.kiosk;
const modes = Object.keys(k.geofenceModes) as GeofenceMode[];

/** The field; `name` holds a `GeofenceMode`. */
export function GeofenceModeField<TFieldValues extends FieldValues>({
  name,
}: {
  name: FieldPath<TFieldValues>;
}) {
  const id = useId();
  return (
    <FormField<TFieldValues>
      name={name}
      render={({ field }) => (
        <FormItem>
          <span id={`${id}-label`} className="text-sm font-medium">
            {k.geofenceMode}
          </span>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            className="grid gap-3"
          >
            {modes.map((mode) => (
              <div key={mode} className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-0.5">
                <RadioGroupItem
                  value={mode}
                  id={`${id}-${mode}`}
                  aria-describedby={`${id}-${mode}-hint`}
                  className="mt-0.5"
                  ref={mode === field.value ? field.ref : undefined}
                />
                <Label htmlFor={`${id}-${mode}`}>{k.geofenceModes[mode]}</Label>
                <p id={`${id}-${mode}-hint`} className="col-start-2 text-sm text-muted-foreground">
                  {k.geofenceModeHints[mode]}
                </p>
              </div>
            ))}
          </RadioGroup>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
