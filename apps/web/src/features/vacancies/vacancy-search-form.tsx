import type { State } from '@jornada/api-client';
import {
  Button,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@jornada/ui';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { usePrerendering } from '../../app/prerendering.ts';
import { messages } from '../../messages.ts';
import type { VacancyListSearch } from '../../paths.ts';

const allStates = 'todos';

/** Props of {@link VacancySearchForm}. */
interface VacancySearchFormProps {
  /** The filters currently in the URL. */
  value: VacancyListSearch;
  states: State[];
  /** Called with the new filters (page reset to 1). */
  onSearch: (search: VacancyListSearch) => void;
}

/** The text and state filters of the vacancy list (`role="search"`). */
export function VacancySearchForm({ value, states, onSearch }: VacancySearchFormProps) {
  const [q, setQ] = useState(value.q ?? '');
  const [stateId, setStateId] = useState(value.state_id ? String(value.state_id) : allStates);
  const prerendering = usePrerendering();
  return (
    <form
      role="search"
      inert={prerendering || undefined}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-card sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({
          ...(q.trim() ? { q: q.trim() } : {}),
          ...(stateId !== allStates ? { state_id: Number(stateId) } : {}),
        });
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor="vacantes-q">{messages.vacancies.searchLabel}</Label>
        <Input
          id="vacantes-q"
          type="search"
          name="q"
          value={q}
          placeholder={messages.vacancies.searchPlaceholder}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="vacantes-estado">{messages.vacancies.stateLabel}</Label>
        <Select value={stateId} onValueChange={setStateId}>
          <SelectTrigger id="vacantes-estado" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={allStates}>{messages.vacancies.allStates}</SelectItem>
            {states.map((state) => (
              <SelectItem key={state.id} value={String(state.id)}>
                {state.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit">
        <Search aria-hidden="true" />
        {messages.vacancies.submit}
      </Button>
    </form>
  );
}
