import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useId, useMemo, useRef, useState } from 'react';
import { MULTISELECT_DEFAULTS as D } from './constants.ts';
import { handleComboboxKey } from './keyboard.ts';
import { defaultMessages, format } from './messages.ts';
import { propGetters } from './multiselect-getters.ts';
import { accessors, buildRows, groupState, type Row, type Rows } from './options.ts';
import type { MultiselectProps } from './types.ts';
import { useListStatus, usePlacement, useSearchIndex } from './use-list-parts.ts';

const EMPTY: readonly never[] = [];
const noRows = <T>(): Rows<T> => Object.assign([], { more: 0 });

/** The selection as an array: `value` is one option (or null) in single mode, an array in multiple. */
function toValues<T>(v: unknown, multiple: boolean): readonly T[] {
  if (multiple) return (v as readonly T[] | undefined) ?? EMPTY;
  return v == null ? EMPTY : [v as T];
}

/** What {@link useMultiselect} returns for options of type `T`: its state, actions and prop getters. */
export type UseMultiselectReturn<T> = ReturnType<typeof useMultiselect<T>>;

/** The root's state as the parts read it from context (options untyped). @internal */
export type MultiselectState = UseMultiselectReturn<unknown>;

/**
 * The multiselect's behaviour without its markup: the WAI-ARIA APG combobox
 * with a listbox popup (single, or multi-select with chips), as a hook.
 * `<Multiselect>` and its parts are built on it; use it to render your own
 * markup.
 *
 * It takes the same props as `<Multiselect>` (value/defaultValue/onValueChange,
 * open/defaultOpen/onOpenChange, searchValue/onSearchChange are controllable,
 * Radix-style: a change callback is not called when the value does not change)
 * and returns:
 * - state: `open`, `values` (always an array), `search`, `rows` (the open
 *   list after filtering, with `rows.more` left out past `optionsLimit`),
 *   `active` (index of the active row, -1 for none), `status`, `results` and
 *   `announcement` (texts for live regions), `messages`;
 * - actions: `setOpen`, `setSearch`, `choose(row, 'click')`, `remove(option)`;
 * - prop getters to spread on your elements: `getRootProps`,
 *   `getControlProps`, `getInputProps` (role combobox, `aria-expanded`,
 *   `aria-controls`, `aria-activedescendant`, and the keyboard: arrows, Home,
 *   End, Enter, Escape, Tab, Backspace), `getListboxProps`,
 *   `getOptionProps(index)` (with `optionState(index)` for what to show),
 *   `getChipsProps`, `getChipRemoveProps(option)`, `getLiveRegionProps`,
 *   `getSelectedLabelProps`.
 *
 * Every element the getters name must be inside the element given
 * `getRootProps()`: focus leaving it closes the list.
 *
 * @example
 * const ms = useMultiselect({ 'aria-label': 'Estados', multiple: true, options });
 * <div {...ms.getRootProps()}><input {...ms.getInputProps()} />…</div>
 */
export function useMultiselect<T>(props: MultiselectProps<T>) {
  const p = props;
  const multiple = p.multiple === true;
  const messages = useMemo(() => ({ ...defaultMessages, ...p.messages }), [p.messages]);
  const reactId = useId();
  const id = p.id ?? `ms${reactId.replace(/:/g, '')}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const [rawValue, setRawValue] = useControllableState<unknown>({
    prop: p.value,
    defaultProp: p.defaultValue ?? (multiple ? EMPTY : null),
    onChange: p.onValueChange as ((v: unknown) => void) | undefined,
    caller: 'Multiselect',
  });
  const values = useMemo(() => toValues<T>(rawValue, multiple), [rawValue, multiple]);
  const setValues = (next: readonly T[]) => setRawValue(multiple ? [...next] : (next[0] ?? null));

  const [open, setOpenState] = useControllableState({
    prop: p.open,
    defaultProp: p.defaultOpen ?? false,
    onChange: p.onOpenChange,
    caller: 'Multiselect',
  });
  const [search, setSearchState] = useControllableState({
    prop: p.searchValue,
    defaultProp: '',
    onChange: p.onSearchChange,
    caller: 'Multiselect',
  });
  const [pointer, setPointer] = useState({ search: '', index: -1, fresh: true });
  const dirty = useRef(false);
  const { side, height, place } = usePlacement(rootRef, {
    openDirection: p.openDirection,
    maxHeight: p.maxHeight ?? D.maxHeight,
    optionHeight: p.optionHeight,
  });
  const [announcement, setAnnouncement] = useState('');

  const { labelKey, customLabel, trackBy, isOptionDisabled, groupValues, groupLabel } = p;
  const acc = useMemo(
    () => accessors<T>({ labelKey, customLabel, trackBy, isOptionDisabled }),
    [labelKey, customLabel, trackBy, isOptionDisabled],
  );
  const model = useSearchIndex<T>(open, p.options, acc, groupValues, groupLabel);
  const keyOf = acc.key;
  const labelOf = acc.label;
  const selectedKeys = useMemo(() => new Set(values.map(acc.key)), [values, acc]);

  const atMax = multiple && p.max != null && values.length >= p.max;
  const rows = useMemo<Rows<T>>(
    () =>
      atMax || !open
        ? noRows<T>()
        : buildRows(model, {
            search,
            filter: p.internalSearch !== false,
            hideSelected: p.hideSelected === true,
            selected: selectedKeys,
            optionsLimit: p.optionsLimit ?? D.optionsLimit,
            taggable: p.taggable === true,
            tagPosition: p.tagPosition ?? D.tagPosition,
          }),
    [
      atMax,
      open,
      model,
      search,
      p.internalSearch,
      p.hideSelected,
      selectedKeys,
      p.optionsLimit,
      p.taggable,
      p.tagPosition,
    ],
  );

  const groupSelectable = p.groupSelect === true && multiple;
  const isSelectable = (row: Row<T> | undefined): boolean =>
    !!row &&
    (row.kind === 'tag' ||
      (row.kind === 'option' && !row.item.disabled) ||
      (row.kind === 'group' &&
        groupSelectable &&
        groupState(model, row.group, selectedKeys).enabled.length > 0));
  const isRowSelected = (row: Row<T>): boolean =>
    row.kind === 'option'
      ? selectedKeys.has(row.item.key)
      : row.kind === 'group' && groupSelectable && groupState(model, row.group, selectedKeys).whole;

  const step = (from: number, dir: 1 | -1): number => {
    for (let i = from; i >= 0 && i < rows.length; i += dir) if (isSelectable(rows[i])) return i;
    return -1;
  };
  const first = () => step(0, 1);

  // The pointer starts at the first selectable row on open and on each new search.
  const active =
    !open || atMax
      ? -1
      : pointer.fresh || pointer.search !== search || !isSelectable(rows[pointer.index])
        ? first()
        : pointer.index;
  const setActive = (index: number) => setPointer({ search, index, fresh: false });
  const openRef = useRef(open);
  openRef.current = open;

  const clearsOnClose = p.clearOnSelect !== false || !multiple;
  const setOpen = (next: boolean) => {
    if (next === openRef.current || (next && p.disabled)) return;
    openRef.current = next;
    setPointer({ search: '', index: -1, fresh: true });
    dirty.current = false;
    if (next) {
      place();
      p.onOpen?.();
    } else {
      if (clearsOnClose) setSearchState('');
      p.onClose?.();
    }
    setOpenState(next);
  };
  const setSearch = (text: string) => {
    dirty.current = false;
    setSearchState(text);
    if (!open) setOpen(true);
  };

  const announce = (template: string, label: string) =>
    setAnnouncement(format(template, { label }));

  const remove = (option: T): boolean => {
    if (p.disabled || acc.disabled(option)) return false;
    if (p.allowEmpty === false && values.length <= 1) return false;
    const key = keyOf(option);
    setValues(values.filter((v) => keyOf(v) !== key));
    p.onRemove?.(option);
    announce(messages.announceRemoved, labelOf(option));
    return true;
  };

  // Closing clears the search itself (setOpen), so a closing selection does not
  // clear it a second time: a controlled search hears one onSearchChange('').
  const closesOnSelect = () => p.closeOnSelect !== false && openRef.current;
  const afterSelect = () => {
    if (p.clearOnSelect !== false && !(closesOnSelect() && clearsOnClose)) setSearchState('');
    if (p.closeOnSelect !== false) setOpen(false);
  };

  const selectGroup = (group: number) => {
    const { enabled, whole } = groupState(model, group, selectedKeys);
    if (whole) {
      const drop = new Set(enabled.map((i) => i.key));
      const next = values.filter((v) => !drop.has(keyOf(v)));
      if (next.length === 0 && p.allowEmpty === false) return;
      setValues(next);
      for (const i of enabled) p.onRemove?.(i.option);
      announce(messages.announceRemoved, model.groups[group]?.label ?? '');
    } else {
      let add = enabled.filter((i) => !selectedKeys.has(i.key));
      if (p.max != null) add = add.slice(0, Math.max(0, p.max - values.length));
      if (add.length === 0) return;
      setValues([...values, ...add.map((i) => i.option)]);
      for (const i of add) p.onSelect?.(i.option);
      announce(messages.announceSelected, add.map((i) => i.label).join(', '));
    }
  };

  /** Chooses a row; `how` is 'Tab' for the Tab rule (APG). */
  const choose = (row: Row<T> | undefined, how: 'Tab' | 'Enter' | 'click') => {
    if (!row || p.disabled || atMax || !isSelectable(row)) return;
    if (how === 'Tab' && !dirty.current) return;
    if (row.kind === 'group') return selectGroup(row.group);
    if (row.kind === 'tag') {
      const created = p.onTag?.(row.label);
      if (created !== undefined) {
        setValues(multiple ? [...values, created] : [created]);
        p.onSelect?.(created);
      }
      announce(messages.announceSelected, row.label);
      if (!(closesOnSelect() && clearsOnClose)) setSearchState('');
      if (p.closeOnSelect !== false) setOpen(false);
      return;
    }
    const { item } = row;
    if (selectedKeys.has(item.key)) {
      if (how !== 'Tab' && remove(item.option) && p.closeOnSelect !== false) setOpen(false);
      return;
    }
    setValues(multiple ? [...values, item.option] : [item.option]);
    p.onSelect?.(item.option);
    announce(messages.announceSelected, item.label);
    afterSelect();
  };

  const move = (to: number) => {
    if (to < 0) return;
    dirty.current = true;
    setActive(to);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (p.disabled) return;
    handleComboboxKey(e, {
      open,
      setOpen,
      rows,
      active,
      step,
      move,
      choose,
      canRemoveLast: multiple && search === '' && values.length > 0,
      removeLast: () => remove(values[values.length - 1] as T),
    });
  };

  // Focus leaving the widget closes it; the window losing focus (switching apps
  // or tabs) does not, so the list is still there when the user comes back.
  const onBlur = (e: React.FocusEvent) => {
    if (typeof document !== 'undefined' && !document.hasFocus()) return;
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  const { status, results } = useListStatus({
    open,
    loading: p.loading,
    atMax,
    max: p.max,
    model,
    search,
    rows,
    messages,
  });

  const state = {
    props: p,
    id,
    listboxId: `${id}-listbox`,
    optionId: (i: number) => `${id}-opt-${i}`,
    multiple,
    messages,
    rootRef,
    inputRef,
    values,
    selectedKeys,
    keyOf,
    labelOf,
    model,
    rows,
    atMax,
    open,
    setOpen,
    search,
    setSearch,
    active,
    setActive,
    side,
    height,
    status,
    announcement,
    results,
    isSelectable,
    isRowSelected,
    choose,
    remove,
    onKeyDown,
    onBlur,
  };
  return { ...state, ...propGetters<T>(state) };
}
