import type * as React from 'react';
import type { MultiselectMessages } from './messages.ts';
import type { OptionAccessors } from './options.ts';

/** Props shared by single and multiple selection. */
export interface MultiselectBaseProps<T> extends OptionAccessors<T> {
  /** The options: strings, numbers or objects; with `groupValues`, group objects (pass `T` explicitly then). */
  options: readonly (T | object)[];
  /** Ref to the search input (the element with role combobox). */
  ref?: React.Ref<HTMLInputElement> | undefined;
  /** id of the search input; the listbox and options derive their ids from it. */
  id?: string | undefined;
  /** Name for native form submission: one hidden input per selected key. */
  name?: string | undefined;
  /** Accessible name of the combobox and the listbox. */
  'aria-label'?: string | undefined;
  /** id(s) of the element(s) that name the combobox and the listbox. */
  'aria-labelledby'?: string | undefined;
  /** id(s) of describing elements (hints, errors). */
  'aria-describedby'?: string | undefined;
  /** Marks the combobox invalid (e.g. from a form library). */
  'aria-invalid'?: boolean | undefined;
  /** Class names for the root element. */
  className?: string | undefined;
  /** Placeholder; defaults to `messages.placeholder`. */
  placeholder?: string | undefined;
  /** Overrides of the texts. @default defaultMessages (English) */
  messages?: Partial<MultiselectMessages> | undefined;
  /** Whether the whole widget is disabled. @default false */
  disabled?: boolean | undefined;
  /** Native `required` constraint on the input while nothing is selected. @default false */
  required?: boolean | undefined;
  /** When false, the last value cannot be removed (ban on emptying). @default true */
  allowEmpty?: boolean | undefined;
  /** Most selections (multiple only); at it the list shows only the max message. */
  max?: number | undefined;
  /** Whether typing filters; false leaves the input read-only. @default true */
  searchable?: boolean | undefined;
  /** Filter options internally; set false when the server filters. @default true */
  internalSearch?: boolean | undefined;
  /** Clear the search after a selection. @default true */
  clearOnSelect?: boolean | undefined;
  /** Close the list after a selection (vue-multiselect default). @default true */
  closeOnSelect?: boolean | undefined;
  /** Hide selected options from the list. @default false */
  hideSelected?: boolean | undefined;
  /** Offer a "create" row on a query matching no label. @default false */
  taggable?: boolean | undefined;
  /** Where the "create" row goes. @default 'top' */
  tagPosition?: 'top' | 'bottom' | undefined;
  /** Clicking a group label selects/deselects its enabled options. @default false */
  groupSelect?: boolean | undefined;
  /**
   * Most rows shown after filtering. Past it the list's status line says how
   * many matching options are left out and asks to type to narrow them
   * (`messages.moreOptions`). @default Infinity (every option reachable)
   */
  optionsLimit?: number | undefined;
  /** Maximum list height in px. @default 300 */
  maxHeight?: number | undefined;
  /** Row height in px. @default 40 */
  optionHeight?: number | undefined;
  /** Visible tags before 'and {n} more'. @default 99999 */
  limit?: number | undefined;
  /** Open direction; `auto` opens below unless there is more room above (40 px margin). @default 'auto' */
  openDirection?: 'auto' | 'above' | 'below' | undefined;
  /** Shows the loading state (async search). @default false */
  loading?: boolean | undefined;
  /** More pages can be loaded; `onLoadMore` fires near the end of the list. @default false */
  hasMore?: boolean | undefined;
  /** Called when the list is scrolled near its end while `hasMore`. */
  onLoadMore?: (() => void) | undefined;
  /** Open state (controlled). */
  open?: boolean | undefined;
  /** Initial open state (uncontrolled). @default false */
  defaultOpen?: boolean | undefined;
  /** Called when the list opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called when the list opens. */
  onOpen?: (() => void) | undefined;
  /** Called when the list closes. */
  onClose?: (() => void) | undefined;
  /** Search text (controlled). */
  searchValue?: string | undefined;
  /** Called with the raw search text on each change. */
  onSearchChange?: ((search: string) => void) | undefined;
  /** Called when an option is selected. */
  onSelect?: ((option: NoInfer<T>) => void) | undefined;
  /** Called when an option is removed. */
  onRemove?: ((option: NoInfer<T>) => void) | undefined;
  /**
   * Called with the trimmed query when the "create" row is chosen. Return an
   * option to select it, or nothing and add it yourself.
   */
  onTag?: ((query: string) => NoInfer<T> | void) | undefined;
}

/** Single selection: the value is one option or `null`. */
export interface MultiselectSingleProps<T> {
  /** Single selection. @default false */
  multiple?: false | undefined;
  /** Selected option (controlled). */
  value?: NoInfer<T> | null | undefined;
  /** Initial option (uncontrolled). @default null */
  defaultValue?: NoInfer<T> | null | undefined;
  /** Called with the new value. */
  onValueChange?: ((value: NoInfer<T> | null) => void) | undefined;
}

/** Multiple selection: the value is an array of options. */
export interface MultiselectMultipleProps<T> {
  /** Multiple selection. */
  multiple: true;
  /** Selected options (controlled). */
  value?: readonly NoInfer<T>[] | undefined;
  /** Initial options (uncontrolled). @default [] */
  defaultValue?: readonly NoInfer<T>[] | undefined;
  /** Called with the new value. */
  onValueChange?: ((value: NoInfer<T>[]) => void) | undefined;
}

/** Props of {@link Multiselect}: base props plus single or multiple value props. */
export type MultiselectProps<T> = MultiselectBaseProps<T> &
  (MultiselectSingleProps<T> | MultiselectMultipleProps<T>);
