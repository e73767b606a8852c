import type { JobCategory, State } from '@jornada/api-client';
import { esMessages, Multiselect } from '@jornada/multiselect';
import {
  Button,
  ButtonLink,
  Checkbox,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@jornada/ui';
import { parseMoney } from '@jornada/ui/forms';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePrerendering } from '../../app/prerendering.ts';
import { publicMessages as messages } from '../../public-messages.ts';
import { paths, type VacancyListSearch } from '../../paths.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';

const allStates = 'todos';
const m = messages.vacancies;
const modalities = ['presencial', 'remoto', 'hibrido'] as const;
type Modality = (typeof modalities)[number];

/** Props of {@link VacancySearchForm}. */
interface VacancySearchFormProps {
  /** The filters currently in the URL. */
  value: VacancyListSearch;
  states: State[];
  /** The job categories (the category filter's options). */
  categories: JobCategory[];
  /** Called with the new filters (page reset to 1). */
  onSearch: (search: VacancyListSearch) => void;
}

/** Whole pesos as typed from cents ('12000'), '' for none. */
const pesosText = (cents: number | undefined) => (cents ? String(Math.round(cents / 100)) : '');

/**
 * The filters of the vacancy list (`role="search"`, issue 23): words, state →
 * municipality, categories (a multiselect: several fit), modalities (checkboxes),
 * the monthly salary floor in pesos and verified companies only; «Quitar filtros» clears them all. The
 * filters live in the URL, so a search can be shared.
 */
export function VacancySearchForm({ value, states, categories, onSearch }: VacancySearchFormProps) {
  const [q, setQ] = useState(value.q ?? '');
  const [stateId, setStateId] = useState(value.state_id ? String(value.state_id) : allStates);
  const [municipalityId, setMunicipalityId] = useState(value.municipality_id);
  const [categoryIds, setCategoryIds] = useState<number[]>(value.job_category_id ?? []);
  const [modality, setModality] = useState<Modality[]>(value.modality ?? []);
  const [salary, setSalary] = useState(pesosText(value.salary_min));
  const [verifiedOnly, setVerifiedOnly] = useState(value.verified_company === true);
  const [salaryError, setSalaryError] = useState(false);
  const prerendering = usePrerendering();
  const filtered = Object.keys(value).some((key) => key !== 'page');
  return (
    <form
      role="search"
      inert={prerendering || undefined}
      aria-label={m.filtersLabel}
      className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        const cents = parseMoney(salary);
        if (cents !== null && (Number.isNaN(cents) || cents < 0)) {
          setSalaryError(true);
          return;
        }
        setSalaryError(false);
        onSearch({
          ...(q.trim() ? { q: q.trim() } : {}),
          ...(stateId !== allStates ? { state_id: Number(stateId) } : {}),
          ...(stateId !== allStates && municipalityId ? { municipality_id: municipalityId } : {}),
          ...(categoryIds.length ? { job_category_id: categoryIds } : {}),
          ...(modality.length ? { modality } : {}),
          ...(cents ? { salary_min: cents } : {}),
          ...(verifiedOnly ? { verified_company: true } : {}),
        });
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-2">
          <Label htmlFor="vacantes-q">{m.searchLabel}</Label>
          <Input
            id="vacantes-q"
            type="search"
            name="q"
            value={q}
            placeholder={m.searchPlaceholder}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="vacantes-salario">{m.salaryLabel}</Label>
          <Input
            id="vacantes-salario"
            inputMode="numeric"
            name="salary_min"
            value={salary}
            placeholder={m.salaryPlaceholder}
            aria-invalid={salaryError || undefined}
            aria-describedby={salaryError ? 'vacantes-salario-error' : undefined}
            onChange={(event) => setSalary(event.target.value)}
          />
          {salaryError ? (
            <p id="vacantes-salario-error" className="text-destructive text-sm">
              {m.salaryInvalid}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="vacantes-estado">{m.stateLabel}</Label>
          <Select
            value={stateId}
            onValueChange={(next) => {
              setStateId(next);
              setMunicipalityId(undefined);
            }}
          >
            <SelectTrigger id="vacantes-estado" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={allStates}>{m.allStates}</SelectItem>
              {states.map((state) => (
                <SelectItem key={state.id} value={String(state.id)}>
                  {state.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="vacantes-municipio">{m.municipalityLabel}</Label>
          {stateId === allStates ? (
            <Input id="vacantes-municipio" disabled placeholder={m.municipalityFirstState} />
          ) : (
            <MunicipalityPicker
              id="vacantes-municipio"
              stateId={Number(stateId)}
              value={municipalityId}
              onChange={setMunicipalityId}
            />
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="vacantes-categorias">{m.categoryLabel}</Label>
          <Multiselect<JobCategory>
            multiple
            id="vacantes-categorias"
            options={categories}
            labelKey="name"
            trackBy="id"
            max={20}
            placeholder={m.allCategories}
            messages={esMessages}
            value={categories.filter((c) => categoryIds.includes(c.id))}
            onValueChange={(chosen) => setCategoryIds(chosen.map((c) => c.id))}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.modalityLabel}</legend>
        <div className="flex flex-wrap gap-4">
          {modalities.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={`vacantes-modalidad-${option}`}
                checked={modality.includes(option)}
                onCheckedChange={(checked) =>
                  setModality((current) =>
                    checked === true
                      ? modalities.filter((o) => o === option || current.includes(o))
                      : current.filter((o) => o !== option),
                  )
                }
              />
              <Label htmlFor={`vacantes-modalidad-${option}`}>{messages.modality[option]}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <Checkbox
          id="vacantes-verificadas"
          checked={verifiedOnly}
          onCheckedChange={(checked) => setVerifiedOnly(checked === true)}
        />
        <Label htmlFor="vacantes-verificadas">{m.verifiedOnly}</Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">
          <Search aria-hidden="true" />
          {m.submit}
        </Button>
        {filtered ? (
          <ButtonLink asChild variant="ghost">
            <Link to={paths.vacancies.href()}>{m.clearFilters}</Link>
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
