/**
 * Create or edit a company vacancy (contract `VacancyInput`) in a `RecordSheet`:
 * title, description, requirements and benefits (one per line), the monthly salary range in MXN,
 * modality, employment type, openings, state → municipality (the search's municipality picker),
 * category and keywords; a new vacancy may go to revision right away. An edit of an approved
 * vacancy sends it back to revision (ADR 0003): the toast says so. The server's 422 shows on the
 * fields with what was typed kept.
 */
import {
  createVacancyMutationOptions,
  getVacancyQueryOptions,
  listJobCategoriesQueryOptions,
  statesQueryOptions,
  updateVacancyMutationOptions,
  type components,
} from '@jornada/api-client';
import { Label } from '@jornada/ui';
import {
  MoneyField,
  NumberField,
  RecordSheet,
  SelectField,
  SwitchField,
  TextareaField,
  TextField,
} from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';
import {
  employmentTypes,
  modalities,
  vacancyFormValues,
  vacancyInput,
  vacancySchema,
} from './vacancy-form.ts';

type Vacancy = components['schemas']['Vacancy'];

const m = recruitingMessages.vacancies;

/** Props of {@link VacancySheet}. */
export interface VacancySheetProps {
  companyId: number;
  /** The vacancy being edited, when its page already has it. */
  vacancy?: Vacancy | undefined;
  /** The id of the vacancy being edited, when only a list row has it (the sheet reads it). */
  vacancyId?: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The vacancy sheet; mount it with a `key` per opening. */
export function VacancySheet({ vacancy, vacancyId, ...props }: VacancySheetProps) {
  const { api } = useAppContext();
  const id = vacancy?.id ?? vacancyId;
  const loaded = useQuery({
    ...getVacancyQueryOptions(api, id ?? 0),
    enabled: !vacancy && id !== undefined,
  });
  const editing = vacancy ?? loaded.data;
  // Editing waits for the vacancy so the form starts from its values.
  if (id !== undefined && !editing) return null;
  return <VacancyForm {...props} vacancy={editing} />;
}

function VacancyForm({ companyId, vacancy, ...slot }: Omit<VacancySheetProps, 'vacancyId'>) {
  const { api, queryClient } = useAppContext();
  const states = useQuery(statesQueryOptions(api));
  const categories = useQuery(listJobCategoriesQueryOptions(api));
  const sheet = useRecordSheet({
    ...slot,
    title: vacancy ? m.editTitle(vacancy.title) : m.createTitle,
    schema: vacancySchema,
    defaultValues: vacancyFormValues(vacancy),
    record: vacancy,
    create: {
      mutation: createVacancyMutationOptions,
      variables: (values) => ({ companyId, ...vacancyInput(values) }),
      // Sent to revision right away ('Enviar a revisión' on), it answers en_revision.
      done: (saved) =>
        saved.status === 'en_revision' ? m.submittedNew(saved.title) : m.created(saved.title),
    },
    update: {
      mutation: updateVacancyMutationOptions,
      variables: (values, { id }) => ({ vacancyId: id, ...vacancyInput(values) }),
      after: (saved) =>
        queryClient.setQueryData(getVacancyQueryOptions(api, saved.id).queryKey, saved),
      done: (saved) => m.updated(saved.title),
      detail: (saved) =>
        saved.status === 'en_revision' && vacancy?.status !== 'en_revision'
          ? m.backToRevision
          : undefined,
    },
    failed: m.saveError,
  });
  const { form } = sheet;
  const stateId = Number(form.watch('state_id')) || 0;
  // A municipality belongs to its state: choosing another state clears it.
  const shownState = useRef(stateId);
  useEffect(() => {
    if (shownState.current === stateId) return;
    shownState.current = stateId;
    form.setValue('municipality_id', null);
  }, [form, stateId]);
  return (
    <RecordSheet {...sheet} className="sm:max-w-xl">
      <TextField name="title" label={m.titleField} required maxLength={150} autoComplete="off" />
      <TextareaField
        name="description"
        label={m.description}
        description={m.descriptionHint}
        required
        rows={6}
      />
      <TextareaField name="requirements" label={m.requirements} description={m.listHint} rows={4} />
      <TextareaField name="benefits" label={m.benefits} description={m.listHint} rows={4} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField name="salary_min" label={m.salaryMin} description={m.salaryHint} />
        <MoneyField name="salary_max" label={m.salaryMax} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="modality"
          label={m.modality}
          required
          options={modalities.map((value) => ({ value, label: messages.modality[value] }))}
        />
        <SelectField
          name="employment_type"
          label={m.employmentType}
          required
          options={employmentTypes.map((value) => ({
            value,
            label: messages.employmentType[value],
          }))}
        />
      </div>
      <NumberField name="positions" label={m.positions} required min={1} max={999} />
      <SelectField
        name="state_id"
        label={m.state}
        required
        options={(states.data ?? []).map((state) => ({
          value: String(state.id),
          label: state.name,
        }))}
      />
      {stateId ? (
        <div className="grid gap-2">
          <Label htmlFor="vacancy-municipality">{m.municipality}</Label>
          <MunicipalityPicker
            id="vacancy-municipality"
            key={stateId}
            stateId={stateId}
            value={form.watch('municipality_id') ?? undefined}
            onChange={(id) => form.setValue('municipality_id', id ?? null, { shouldDirty: true })}
          />
          <p className="text-sm text-muted-foreground">{m.municipalityHint}</p>
        </div>
      ) : null}
      <SelectField
        name="job_category_id"
        label={m.jobCategory}
        required
        options={(categories.data ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
      />
      <TextField name="tags" label={m.tags} description={m.tagsHint} autoComplete="off" />
      {vacancy ? null : <SwitchField name="submit" label={m.submit} />}
    </RecordSheet>
  );
}
