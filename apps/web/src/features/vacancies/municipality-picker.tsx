import { searchMunicipalitiesQueryOptions } from '@jornada/api-client';
import { esMessages, Multiselect, useAsyncOptions } from '@jornada/multiselect';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { publicMessages as messages } from '../../messages/public-messages.ts';

/** A municipality as the picker shows it. */
export interface MunicipalityOption {
  id: number;
  name: string;
}

const perPage = 50;

/** Props of {@link MunicipalityPicker}. */
interface MunicipalityPickerProps {
  /** The `id` of the element, for its `<label htmlFor>`. */
  id: string;
  /** The state whose municipalities are offered. */
  stateId: number;
  /** The chosen municipality's id, or undefined. */
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/**
 * The municipality filter of the vacancy search: a searchable
 * combobox (`@jornada/multiselect`, single selection) over the state's
 * municipalities, loaded page by page from `searchMunicipalities` as the
 * person types; the chosen one's name is found again when a shared URL opens.
 */
export function MunicipalityPicker({ id, stateId, value, onChange }: MunicipalityPickerProps) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const fetchPage = (q: string, page: number) =>
    queryClient.fetchQuery(
      searchMunicipalitiesQueryOptions(api, {
        state_id: stateId,
        ...(q ? { q } : {}),
        page,
        per_page: perPage,
      }),
    );
  const async = useAsyncOptions<MunicipalityOption>({
    load: async (q, page) => {
      const result = await fetchPage(q, page);
      return {
        options: result.data.map((m) => ({ id: m.id, name: m.name })),
        hasMore: result.meta.current_page < result.meta.last_page,
      };
    },
  });
  // The chosen municipality's name, when the page opens from a URL that names only its id.
  const chosen = useQuery({
    queryKey: ['municipality-name', stateId, value],
    enabled: value !== undefined,
    queryFn: async () => {
      for (let page = 1; page <= 20; page += 1) {
        const result = await fetchPage('', page);
        const found = result.data.find((m) => m.id === value);
        if (found) return { id: found.id, name: found.name };
        if (result.meta.current_page >= result.meta.last_page) break;
      }
      return null;
    },
    staleTime: Infinity,
  });
  return (
    <Multiselect<MunicipalityOption>
      {...async}
      id={id}
      labelKey="name"
      trackBy="id"
      placeholder={messages.vacancies.allMunicipalities}
      messages={esMessages}
      value={value === undefined ? null : (chosen.data ?? { id: value, name: '…' })}
      onValueChange={(option) => onChange(option?.id)}
    />
  );
}
