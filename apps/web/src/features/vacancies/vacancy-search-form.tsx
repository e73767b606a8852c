import type { JobCategory, State } from '@jornada/api-client';
import { Button, ButtonLink, CheckboxInput, Input, Label } from '@jornada/ui';
import { parseMoney } from '@jornada/ui/forms';
import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { usePrerendering } from '../../app/prerendering.ts';
import { publicMessages as messages } from '../../messages/public-messages.ts';
import { paths, type VacancyListSearch } from '../../paths.ts';
import type { AdvancedFiltersProps } from './advanced-filters.tsx';
import {
  loadAdvancedFilters,
  loadedAdvancedFilters,
  usesAdvancedFilters,
  wideScreenQuery,
} from './advanced-filters-loader.ts';

const m = messages.vacancies;
/** Same value as advanced-filters.tsx's `allStates`, kept here so this module does not load it. */
const allStates = 'todos';
const LazyAdvancedFilters = lazy(async () => ({ default: await loadAdvancedFilters() }));

function subscribeToWidth(listener: () => void): () => void {
  const media = globalThis.matchMedia?.(wideScreenQuery);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}
const isWide = () => globalThis.matchMedia?.(wideScreenQuery).matches ?? false;
const notWide = () => false;

/** Whether the screen is at least Tailwind's `md` wide, following resizes. */
function useWideScreen(): boolean {
  return useSyncExternalStore(subscribeToWidth, isWide, notWide);
}

/**
 * Stands in for the place and area filters while they load (and in the pre-rendered page): the
 * same labels and boxes, disabled, so nothing moves when the real ones arrive.
 */
function AdvancedFiltersPlaceholder() {
  return (
    <>
      {[m.stateLabel, m.municipalityLabel, m.categoryLabel].map((label) => (
        <div key={label} className="grid gap-2">
          <Label>{label}</Label>
          <Input disabled aria-label={label} placeholder={m.loadingFilters} />
        </div>
      ))}
    </>
  );
}
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
 * The filters of the vacancy list (`role="search"`): words, state →
 * municipality, categories (a multiselect: several fit), modalities (checkboxes),
 * the monthly salary floor in pesos and verified companies only; «Quitar filtros» clears them all. The
 * filters live in the URL, so a search can be shared. On a phone, state, municipality and areas
 * wait behind «Más filtros» (advanced-filters.tsx loads then), unless the URL uses them.
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
  const wide = useWideScreen();
  // On a phone the place and area filters wait behind «Más filtros» (their code too), unless
  // the URL uses one of them.
  const [expanded, setExpanded] = useState(() => usesAdvancedFilters(value));
  const Loaded = loadedAdvancedFilters();
  const advanced: AdvancedFiltersProps = {
    stateId,
    onStateChange: (next) => {
      setStateId(next);
      setMunicipalityId(undefined);
    },
    municipalityId,
    onMunicipalityChange: setMunicipalityId,
    categoryIds,
    onCategoriesChange: setCategoryIds,
    states,
    categories,
  };
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
      <div
        id="vacantes-mas-filtros"
        className={`${expanded ? 'grid' : 'hidden md:grid'} gap-3 sm:grid-cols-3`}
      >
        {prerendering ? (
          <AdvancedFiltersPlaceholder />
        ) : Loaded ? (
          <Loaded {...advanced} />
        ) : expanded || wide ? (
          <Suspense fallback={<AdvancedFiltersPlaceholder />}>
            <LazyAdvancedFilters {...advanced} />
          </Suspense>
        ) : null}
      </div>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{m.modalityLabel}</legend>
        <div className="flex flex-wrap gap-4">
          {modalities.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <CheckboxInput
                id={`vacantes-modalidad-${option}`}
                name="modality"
                value={option}
                checked={modality.includes(option)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setModality((current) =>
                    checked
                      ? modalities.filter((o) => o === option || current.includes(o))
                      : current.filter((o) => o !== option),
                  );
                }}
              />
              <Label htmlFor={`vacantes-modalidad-${option}`}>{messages.modality[option]}</Label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-2">
        <CheckboxInput
          id="vacantes-verificadas"
          name="verified_company"
          value="true"
          checked={verifiedOnly}
          onChange={(event) => setVerifiedOnly(event.currentTarget.checked)}
        />
        <Label htmlFor="vacantes-verificadas">{m.verifiedOnly}</Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          className="md:hidden"
          aria-expanded={expanded}
          aria-controls="vacantes-mas-filtros"
          onPointerEnter={() => void loadAdvancedFilters()}
          onFocus={() => void loadAdvancedFilters()}
          onClick={() => setExpanded((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {m.moreFilters}
        </Button>
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
