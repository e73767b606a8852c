/**
 * The company's clock-in settings (`getClockSettings`,
 * `updateClockSettings`, decision 39): the geofence mode, whether checks need the location and
 * how long new kiosk and personal links last (hours, also read as days). Geofences themselves
 * are set on each terminal: a link goes there.
 */
import {
  getClockSettingsQueryOptions,
  updateClockSettingsMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, Skeleton, useToast } from '@jornada/ui';
import { Form, FormRootMessage, NumberField, SwitchField, useZodForm } from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { useSaveErrorToast } from '../../records/save-error-toast.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { GeofenceModeField } from './geofence-mode-field.tsx';

type ClockSettings = components['schemas']['ClockSettings'];

const m = messages.clockAttendance;
const k = m.kiosk;
const hours = z
  .number({ error: k.hoursInvalid })
  .int({ error: k.hoursInvalid })
  .min(1, { error: k.hoursInvalid })
  .max(8760, { error: k.hoursInvalid });
const schema = z.object({
  geofence_mode: z.enum(['off', 'flag', 'refuse']),
  require_location: z.boolean(),
  kiosk_link_hours: hours,
  employee_link_hours: hours,
});

/** '30 días' under an hours field while it holds a valid number. */
function useDaysHint(
  control: Control<z.input<typeof schema>, unknown, z.output<typeof schema>>,
  name: 'kiosk_link_hours' | 'employee_link_hours',
) {
  const value = useWatch({ control, name });
  return typeof value === 'number' && hours.safeParse(value).success ? k.asDays(value) : undefined;
}

function SettingsForm({ companyId, settings }: { companyId: number; settings: ClockSettings }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const saveFailed = useSaveErrorToast();
  const update = useMutation(updateClockSettingsMutationOptions(api, queryClient));
  const form = useZodForm(schema, { defaultValues: settings });
  const kioskDays = useDaysHint(form.control, 'kiosk_link_hours');
  const employeeDays = useDaysHint(form.control, 'employee_link_hours');
  return (
    <Form
      form={form}
      aria-labelledby="clock-settings-heading"
      onSubmit={async (values) => {
        const saved = await update.mutateAsync({ companyId, ...values });
        form.reset(saved);
        toast({ title: k.settingsSaved, variant: 'success' });
      }}
      onSubmitError={saveFailed}
    >
      <FormRootMessage />
      <GeofenceModeField<z.input<typeof schema>> name="geofence_mode" />
      <p className="text-sm text-muted-foreground">
        {k.geofenceNote}{' '}
        <Link
          to={paths.workspaceTerminals.href(companyId)}
          className="text-primary underline underline-offset-4"
        >
          {k.terminalsLink}
        </Link>
      </p>
      <SwitchField
        name="require_location"
        label={k.requireLocation}
        description={k.requireLocationHint}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          name="kiosk_link_hours"
          label={k.kioskHours}
          unit={k.hoursUnit}
          min={1}
          max={8760}
          required
          {...(kioskDays ? { description: kioskDays } : {})}
        />
        <NumberField
          name="employee_link_hours"
          label={k.employeeHours}
          unit={k.hoursUnit}
          min={1}
          max={8760}
          required
          {...(employeeDays ? { description: employeeDays } : {})}
        />
      </div>
      <Button type="submit" loading={form.formState.isSubmitting} className="justify-self-start">
        {k.saveSettings}
      </Button>
    </Form>
  );
}

/** The settings section of company `companyId`. */
export function ClockSettingsSection({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const settings = useQuery(getClockSettingsQueryOptions(api, companyId));
  return (
    <section
      aria-labelledby="clock-settings-heading"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="clock-settings-heading" className="text-lg font-semibold">
        {k.settingsHeading}
      </h2>
      {settings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{k.settingsError}</p>
          <Button variant="outline" onClick={() => void settings.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : settings.data ? (
        <SettingsForm companyId={companyId} settings={settings.data} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </section>
  );
}
