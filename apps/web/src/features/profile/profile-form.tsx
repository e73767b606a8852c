import type { components, State } from '@jornada/api-client';
import { Button, Textarea } from '@jornada/ui';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useZodForm,
} from '@jornada/ui/forms';
import { lazy, memo } from 'react';
import { z } from 'zod';
import { messages } from '../../messages/messages.ts';
import type { ProfileDraft } from './profile-api.ts';
import { ProfileTextField as TextField } from './profile-text-field.tsx';
import { useStagedReveal } from './use-staged-reveal.ts';
import { appendDictation, DictateButton } from '../../voice/dictate-button.tsx';

type Profile = components['schemas']['Profile'];
type SoftSkill = components['schemas']['SoftSkill'];
const m = messages.profile;
const licenses = Object.entries(m.licenses) as [keyof typeof m.licenses, string][];
const degrees = Object.keys(m.degrees) as (keyof typeof m.degrees)[];

const pesos = z
  .string()
  .transform((value) => value.replace(/[\s,$]/g, ''))
  .refine((value) => value === '' || /^\d{1,7}$/.test(value), { error: m.salaryInvalid });

const schema = z
  .object({
    desired_position: z.string().trim().min(1, { error: m.required }),
    job_title: z.string().trim(),
    description: z.string().trim().max(2000),
    address: z.string().trim(),
    state_id: z.string(),
    min_salary: pesos,
    max_salary: pesos,
    travel_availability: z.boolean(),
    relocate_availability: z.boolean(),
    driver_license: z.union([
      z.literal(''),
      z.enum(licenses.map(([value]) => value) as [keyof typeof m.licenses]),
    ]),
    educations: z.array(
      z.object({
        degree: z.enum(degrees as [keyof typeof m.degrees], { error: m.required }),
        institution: z.string().trim().min(1, { error: m.required }),
      }),
    ),
    soft_skills: z.array(z.number().int()),
    languages: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        level: z.enum(['', 'basico', 'intermedio', 'avanzado', 'nativo']).optional(),
      }),
    ),
    backgrounds: z.array(
      z.object({
        company: z.string().trim().min(1, { error: m.required }),
        position: z.string().trim().min(1, { error: m.required }),
        start_date: z.string().min(1, { error: m.required }),
      }),
    ),
  })
  .refine((v) => !v.min_salary || !v.max_salary || Number(v.max_salary) >= Number(v.min_salary), {
    path: ['max_salary'],
    error: m.salaryOrder,
  });

/** The profile form's values. */
export type ProfileFormValues = z.input<typeof schema>;

const toPesos = (cents: number | undefined) => (cents ? String(Math.round(cents / 100)) : '');
const toCents = (pesosText: string) => (pesosText ? Number(pesosText) * 100 : undefined);

/** Form values from a saved profile (or empty ones). */
export function profileToValues(profile: Profile | null): ProfileFormValues {
  return {
    desired_position: profile?.desired_position ?? '',
    job_title: profile?.job_title ?? '',
    description: profile?.description ?? '',
    address: profile?.address ?? '',
    state_id: profile?.state_id ? String(profile.state_id) : '',
    min_salary: toPesos(profile?.min_salary),
    max_salary: toPesos(profile?.max_salary),
    travel_availability: profile?.travel_availability ?? false,
    relocate_availability: profile?.relocate_availability ?? false,
    driver_license: profile?.driver_license ?? '',
    educations: (profile?.educations ?? []).map((e) => ({
      degree: e.degree,
      institution: e.institution,
    })),
    soft_skills: (profile?.soft_skills ?? []).map((skill) => skill.id),
    languages: (profile?.languages ?? []).map(({ id, name, level }) => ({ id, name, level })),
    backgrounds: (profile?.backgrounds ?? []).map((b) => ({
      company: b.company,
      position: b.position,
      start_date: b.start_date,
    })),
  };
}

/** A draft for {@link sanitizeProfile}: empty texts and choices become null (dropped, or cleared when they had a saved value). */
export function valuesToDraft(values: z.output<typeof schema>): ProfileDraft {
  const text = (value: string) => value || null;
  return {
    desired_position: values.desired_position,
    job_title: text(values.job_title),
    description: text(values.description),
    address: text(values.address),
    state_id: values.state_id ? Number(values.state_id) : null,
    min_salary: toCents(values.min_salary) ?? null,
    max_salary: toCents(values.max_salary) ?? null,
    travel_availability: values.travel_availability,
    relocate_availability: values.relocate_availability,
    driver_license: values.driver_license || null,
    educations: values.educations,
    backgrounds: values.backgrounds,
    soft_skills: values.soft_skills,
    languages: values.languages.map(({ id, name, level }) =>
      level ? { id, name, level } : { id, name },
    ),
  };
}

/** What the seeker looks for and who they are: the part of the form a phone's first screen shows. */
const AboutFields = memo(function AboutFields() {
  return (
    <>
      <TextField name="desired_position" label={m.desiredPosition} required />
      <TextField name="job_title" label={m.jobTitle} />
      <FormField
        name="description"
        render={({ field }) => (
          <FormItem className="md:col-span-2">
            <FormLabel>{m.description}</FormLabel>
            <FormControl>
              <Textarea rows={4} {...field} />
            </FormControl>
            <div>
              <DictateButton
                field={m.description}
                onText={(text) => field.onChange(appendDictation(field.value, text))}
              />
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
});

// The parts below the first screen (selects, switches, multiselects, lists: ~30 KB compressed with
// Radix Select and the multiselect) are a module of their own, fetched as soon as this one runs,
// beside the profile's data, rather than before the route can render. A part whose code has not
// arrived suspends its transition: the parts before it stay, and it shows once loaded, in order.
const moreFields = import('./profile-more-fields.tsx');
const PlaceFields = lazy(() => moreFields.then((module) => ({ default: module.PlaceFields })));
const PayAndAvailabilityFields = lazy(() =>
  moreFields.then((module) => ({ default: module.PayAndAvailabilityFields })),
);
const LicenseField = lazy(() => moreFields.then((module) => ({ default: module.LicenseField })));
const SoftSkills = lazy(() => moreFields.then((module) => ({ default: module.SoftSkillsField })));
const Languages = lazy(() => moreFields.then((module) => ({ default: module.LanguagesField })));
const Educations = lazy(() => moreFields.then((module) => ({ default: module.EducationsField })));
const Backgrounds = lazy(() => moreFields.then((module) => ({ default: module.BackgroundsField })));

/** The form's parts in page order; the first one shows with the form, the others one commit each. */
const parts = 8;

/**
 * The job-seeker profile form (fields); sanitised on save by the caller. Its parts
 * mount one per commit ({@link useStagedReveal}): the form is the heaviest render of /mi-perfil,
 * and mounted at once it was one long task on a phone. The first part fills the first screen, the
 * others come below it, so nothing on screen moves.
 */
export function ProfileForm({
  profile,
  states,
  softSkills,
  onSubmit,
}: {
  profile: Profile | null;
  states: State[];
  /** Soft skills a profile may list (`listSoftSkills`). */
  softSkills: SoftSkill[];
  onSubmit: (draft: ProfileDraft) => Promise<unknown>;
}) {
  const form = useZodForm(schema, { defaultValues: profileToValues(profile) });
  const shown = useStagedReveal(parts);
  return (
    <Form
      form={form}
      onSubmit={(values) => onSubmit(valuesToDraft(values))}
      className="grid gap-5 md:grid-cols-2"
    >
      <AboutFields />
      {shown >= 2 ? <PlaceFields states={states} /> : null}
      {shown >= 3 ? <PayAndAvailabilityFields /> : null}
      {shown >= 4 ? <LicenseField /> : null}
      {shown >= 5 ? <SoftSkills options={softSkills} /> : null}
      {shown >= 6 ? <Languages /> : null}
      {shown >= 7 ? <Educations /> : null}
      {shown >= 8 ? (
        <>
          <Backgrounds />
          <FormRootMessage className="md:col-span-2" />
          <Button
            type="submit"
            size="lg"
            className="md:col-span-2 md:w-fit"
            loading={form.formState.isSubmitting}
          >
            {m.save}
          </Button>
        </>
      ) : null}
    </Form>
  );
}
