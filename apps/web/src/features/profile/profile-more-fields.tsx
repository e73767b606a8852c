/**
 * The profile form's parts below a phone's first screen (docs/decisions/0035-first-load.md, item
 * 17): `profile-form.tsx` loads this module lazily, so Radix Select, the switches and the
 * multiselect are not on /mi-perfil's first load.
 */
import type { State } from '@jornada/api-client';
import { Switch } from '@jornada/ui';
import { FormControl, FormField, FormItem, FormLabel, SelectField } from '@jornada/ui/forms';
import { memo } from 'react';
import { messages } from '../../messages/messages.ts';
import type { ProfileFormValues } from './profile-form.tsx';
import { BackgroundsField, EducationsField } from './profile-history-fields.tsx';
import { LanguagesField, SoftSkillsField } from './profile-skill-fields.tsx';
import { ProfileTextField as TextField } from './profile-text-field.tsx';

const m = messages.profile;
const licenses = Object.entries(m.licenses);

// Each part is memoised: the form renders again as each later part arrives, and the parts already
// shown keep their render. A Radix Select renders its options again after it mounts (into a
// fragment, for the native select and the chosen label), so the states' list has a part of its own.

/** Where the seeker lives. */
const PlaceFields = memo(function PlaceFields({ states }: { states: State[] }) {
  return (
    <>
      <TextField name="address" label={m.address} />
      <SelectField<ProfileFormValues>
        name="state_id"
        label={m.state}
        emptyLabel={m.noState}
        options={states.map((state) => ({ value: String(state.id), label: state.name }))}
      />
    </>
  );
});

/** The pay the seeker looks for, travel and relocation. */
const PayAndAvailabilityFields = memo(function PayAndAvailabilityFields() {
  return (
    <>
      <TextField name="min_salary" label={m.minSalary} />
      <TextField name="max_salary" label={m.maxSalary} />
      {(['travel_availability', 'relocate_availability'] as const).map((name) => (
        <FormField
          key={name}
          name={name}
          render={({ field }) => (
            <FormItem className="flex flex-row items-center gap-3">
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
              <FormLabel>{name === 'travel_availability' ? m.travel : m.relocate}</FormLabel>
            </FormItem>
          )}
        />
      ))}
    </>
  );
});

/** The driver's licence. */
const LicenseField = memo(function LicenseField() {
  return (
    <SelectField<ProfileFormValues>
      name="driver_license"
      label={m.driverLicense}
      emptyLabel={m.driverLicenseNone}
      options={licenses.map(([value, label]) => ({ value, label }))}
    />
  );
});

const SoftSkills = memo(SoftSkillsField);
const Languages = memo(LanguagesField);
const Educations = memo(EducationsField);
const Backgrounds = memo(BackgroundsField);

export {
  Backgrounds as BackgroundsField,
  Educations as EducationsField,
  Languages as LanguagesField,
  LicenseField,
  PayAndAvailabilityFields,
  PlaceFields,
  SoftSkills as SoftSkillsField,
};
