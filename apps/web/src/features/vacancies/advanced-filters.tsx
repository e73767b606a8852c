/**
 * The vacancy search's place and area filters: state → municipality (a picker that
 * searches the state's municipalities) and areas (a multiselect: several fit). Their own module:
 * the Radix select, the multiselect and its virtualiser load when the filters are shown — at once
 * on a wide screen or when the URL carries one of them, on a phone after «Más filtros»
 * (advanced-filters-loader.ts; docs/decisions/0035-first-load.md).
 */
import type { JobCategory, State } from '@jornada/api-client';
import { esMessages, Multiselect } from '@jornada/multiselect';
import {
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@jornada/ui';
import { publicMessages as messages } from '../../messages/public-messages.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';

const m = messages.vacancies;

/** The state select's value for «Todos los estados». */
export const allStates = 'todos';

/** Props of {@link AdvancedFilters}: the search form's state, which it keeps. */
export interface AdvancedFiltersProps {
  /** The chosen state's id as text, or {@link allStates}. */
  stateId: string;
  /** Called with a new state (the form then forgets the municipality). */
  onStateChange: (stateId: string) => void;
  /** The chosen municipality's id. */
  municipalityId: number | undefined;
  /** Called with a new municipality. */
  onMunicipalityChange: (municipalityId: number | undefined) => void;
  /** The chosen areas' ids. */
  categoryIds: number[];
  /** Called with the new areas' ids. */
  onCategoriesChange: (categoryIds: number[]) => void;
  /** The 32 states (the state filter's options). */
  states: State[];
  /** The job categories (the area filter's options). */
  categories: JobCategory[];
}

/** State, municipality and areas, each labelled, in the form's three columns. */
export function AdvancedFilters({
  stateId,
  onStateChange,
  municipalityId,
  onMunicipalityChange,
  categoryIds,
  onCategoriesChange,
  states,
  categories,
}: AdvancedFiltersProps) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="vacantes-estado">{m.stateLabel}</Label>
        <Select value={stateId} onValueChange={onStateChange}>
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
            onChange={onMunicipalityChange}
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
          onValueChange={(chosen) => onCategoriesChange(chosen.map((c) => c.id))}
        />
      </div>
    </>
  );
}

export default AdvancedFilters;
