/**
 * Every user-facing text of the multiselect. Placeholders in
 * braces (`{max}`, `{n}`, `{label}`) are replaced when shown.
 */
export interface MultiselectMessages {
  /** Shown when a search matches nothing. */
  noResults: string;
  /** Shown when there are no options at all. */
  noOptions: string;
  /** Shown instead of the options at the maximum; `{max}` is the maximum. */
  maxElements: string;
  /** Placeholder of the search input while nothing is selected. */
  placeholder: string;
  /** Hint on the highlighted option that Enter selects. */
  selectLabel: string;
  /** Hint on the highlighted selected option that Enter removes. */
  deselectLabel: string;
  /** Hint on the "create" row. */
  tagPlaceholder: string;
  /** Hint on a highlighted group label whose group is not wholly selected. */
  selectGroupLabel: string;
  /** Hint on a highlighted group label whose group is wholly selected. */
  deselectGroupLabel: string;
  /** Hint on a highlighted selected option that cannot be removed. */
  selectedLabel: string;
  /** Text after the visible tags; `{n}` is the number of hidden tags. */
  limitText: string;
  /** Accessible name of a tag's remove button; `{label}` is the option label. */
  removeTag: string;
  /** Accessible name of the list of selected tags. */
  selectedTags: string;
  /** Accessible name of the listbox when no `aria-label`/`aria-labelledby` is given. */
  listboxLabel: string;
  /** Shown and announced while options load. */
  loading: string;
  /** Live-region text with the number of shown options; `{n}` is the count. */
  resultsCount: string;
  /** Status line under a capped list; `{n}` is the number of matching options left out. */
  moreOptions: string;
  /** Live-region text after a selection; `{label}` is the option label. */
  announceSelected: string;
  /** Live-region text after a removal; `{label}` is the option label. */
  announceRemoved: string;
}

/** The package defaults: the spec's English texts. */
export const defaultMessages: MultiselectMessages = {
  noResults: 'No elements found. Consider changing the search query.',
  noOptions: 'List is empty.',
  maxElements:
    'Maximum of {max} options selected. First remove a selected option to select another.',
  placeholder: 'Select option',
  selectLabel: 'Press enter to select',
  deselectLabel: 'Press enter to remove',
  tagPlaceholder: 'Press enter to create a tag',
  selectGroupLabel: 'Press enter to select group',
  deselectGroupLabel: 'Press enter to deselect group',
  selectedLabel: 'Selected',
  limitText: 'and {n} more',
  removeTag: 'Remove {label}',
  selectedTags: 'Selected options',
  listboxLabel: 'Options',
  loading: 'Loading…',
  resultsCount: 'Results: {n}.',
  moreOptions: '{n} more options not shown. Type to narrow the list.',
  announceSelected: '{label} selected.',
  announceRemoved: '{label} removed.',
};

/** The Spanish (es-MX) set that the Jornada app passes as `messages`. */
export const esMessages: MultiselectMessages = {
  noResults: 'No se encontraron elementos. Intenta cambiar la búsqueda.',
  noOptions: 'La lista está vacía.',
  maxElements:
    'Máximo de {max} opciones seleccionadas. Primero quita una opción seleccionada para elegir otra.',
  placeholder: 'Selecciona una opción',
  selectLabel: 'Presiona Enter para seleccionar',
  deselectLabel: 'Presiona Enter para quitar',
  tagPlaceholder: 'Presiona Enter para crear una etiqueta',
  selectGroupLabel: 'Presiona Enter para seleccionar el grupo',
  deselectGroupLabel: 'Presiona Enter para deseleccionar el grupo',
  selectedLabel: 'Seleccionado',
  limitText: 'y {n} más',
  removeTag: 'Quitar {label}',
  selectedTags: 'Opciones seleccionadas',
  listboxLabel: 'Opciones',
  loading: 'Cargando…',
  resultsCount: 'Resultados: {n}.',
  moreOptions: '{n} opciones más sin mostrar. Escribe para acotar la lista.',
  announceSelected: 'Se seleccionó {label}.',
  announceRemoved: 'Se quitó {label}.',
};

/** Replaces `{name}` placeholders in a message. */
export function format(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
