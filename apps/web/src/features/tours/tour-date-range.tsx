/**
 * The tours list's departure date range: two date inputs ('Desde', 'Hasta') in the toolbar,
 * kept among the table's filters as `from` and `to` ('YYYY-MM-DD', the API's parameters), so
 * they live in the URL and 'Limpiar filtros' clears them too.
 */
import { Input, Label, type ServerTableState } from '@jornada/ui';
import { useId } from 'react';
import { firstFilter } from '../../app/use-table-state.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.tours;

/** Props of {@link TourDateRange}. */
export interface TourDateRangeProps {
  state: ServerTableState;
  setState: (next: ServerTableState) => void;
}

/** The two dates; choosing one goes back to the first page. */
export function TourDateRange({ state, setState }: TourDateRangeProps) {
  const id = useId();
  const from = firstFilter(state, 'from') ?? '';
  const to = firstFilter(state, 'to') ?? '';
  const set = (key: 'from' | 'to', value: string) => {
    const filters = { ...state.filters };
    if (value) filters[key] = [value];
    else delete filters[key];
    setState({ ...state, page: 1, filters });
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{m.dateRange}</legend>
      <Label htmlFor={`${id}-from`} className="text-sm">
        {m.from}
      </Label>
      <Input
        id={`${id}-from`}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => set('from', event.currentTarget.value)}
        className="h-8 w-auto"
      />
      <Label htmlFor={`${id}-to`} className="text-sm">
        {m.to}
      </Label>
      <Input
        id={`${id}-to`}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => set('to', event.currentTarget.value)}
        className="h-8 w-auto"
      />
    </fieldset>
  );
}
