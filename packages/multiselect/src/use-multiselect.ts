import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { MULTISELECT_DEFAULTS as D } from './constants.ts';
import { defaultMessages, format } from './messages.ts';
import {
  accessors,
  buildModel,
  buildRows,
  groupState,
  type Model,
  type Row,
  type Rows,
} from './options.ts';
import type { MultiselectProps } from './types.ts';
import { handleComboboxKey } from './keyboard.ts';
import { choosePlacement } from './placement.ts';
import { useControllableState } from './use-controllable-state.ts';

const EMPTY: readonly never[] = [];
const NO_MODEL: Model<never> = { items: [], groups: [], labels: new Set() };
const noRows = <T>(): Rows<T> => Object.assign([], { more: 0 });

/** Runs `task` when the browser is idle (or soon, where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/** The root's state and actions, shared with the parts through context. */
export type MultiselectState = ReturnType<typeof useMultiselect>;

/** The behaviour of the APG 1.2 combobox with a listbox popup (spec sections 4, 5). */
export function useMultiselect<T>(props: MultiselectProps<T>) {
  const p = props;
  const multiple = p.multiple === true;
  const messages = useMemo(() => ({ ...defaultMessages, ...p.messages }), [p.messages]);
  const reactId = useId();
  const id = p.id ?? `ms${reactId.replace(/:/g, '')}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);

  const toArray = (v: unknown): readonly T[] =>
    multiple ? ((v as readonly T[] | undefined) ?? EMPTY) : v == null ? EMPTY : [v as T];
  const [rawValue, setRawValue] = useControllableState<unknown>(
    p.value,
    p.defaultValue ?? (multiple ? EMPTY : null),
    p.onValueChange as ((v: unknown) => void) | undefined,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => toArray(rawValue), [rawValue, multiple]);
  const setValues = (next: readonly T[]) => setRawValue(multiple ? [...next] : (next[0] ?? null));

  const [open, setOpenState] = useControllableState(p.open, p.defaultOpen ?? false, p.onOpenChange);
  const [search, setSearchState] = useControllableState(p.searchValue, '', p.onSearchChange);
  const [pointer, setPointer] = useState({ search: '', index: -1, fresh: true });
  const dirty = useRef(false);
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const maxHeight = p.maxHeight ?? D.maxHeight;
  const [height, setHeight] = useState(maxHeight);
  const [announcement, setAnnouncement] = useState('');

  const { labelKey, customLabel, trackBy, isOptionDisabled, groupValues, groupLabel } = p;
  const acc = useMemo(
    () => accessors<T>({ labelKey, customLabel, trackBy, isOptionDisabled }),
    [labelKey, customLabel, trackBy, isOptionDisabled],
  );
  // The search index (labels lower-cased, keys, groups) is built on first open or
  // when the browser is idle, not on mount: mounting 100,000 options stays cheap (issue 22).
  const [indexWanted, setIndexWanted] = useState(false);
  const indexed = indexWanted || open;
  useEffect(
    () => (indexed ? setIndexWanted(true) : whenIdle(() => setIndexWanted(true))),
    [indexed],
  );
  const model = useMemo(
    () =>
      indexed
        ? buildModel<T>(p.options, { ...acc.config, groupValues, groupLabel })
        : (NO_MODEL as Model<T>),
    [indexed, p.options, acc, groupValues, groupLabel],
  );
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

  const place = () => {
    const el = rootRef.current;
    if (!el || typeof window === 'undefined') return;
    const optionHeight = p.optionHeight ?? D.optionHeight;
    const { side, height } = choosePlacement(
      el.getBoundingClientRect(),
      window.innerHeight,
      p.openDirection ?? 'auto',
      maxHeight,
      optionHeight,
      D.openMargin,
    );
    setSide(side);
    setHeight(height);
  };

  const setOpen = (next: boolean) => {
    if (next === openRef.current || (next && p.disabled)) return;
    openRef.current = next;
    setPointer({ search: '', index: -1, fresh: true });
    dirty.current = false;
    if (next) {
      place();
      p.onOpen?.();
    } else {
      if (p.clearOnSelect !== false || !multiple) setSearchState('');
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

  const afterSelect = () => {
    if (p.clearOnSelect !== false) setSearchState('');
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

  /** Chooses a row; `how` is 'Tab' for the Tab rule (spec section 5, APG). */
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
      setSearchState('');
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

  const count = useMemo(() => rows.filter((r) => r.kind !== 'group').length, [rows]);
  const status = !open
    ? ''
    : p.loading
      ? messages.loading
      : atMax
        ? format(messages.maxElements, { max: p.max ?? 0 })
        : model.items.length === 0 && !search
          ? messages.noOptions
          : count === 0
            ? messages.noResults
            : format(messages.resultsCount, { n: count + rows.more });

  const [results, setResults] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setResults(status), 250);
    return () => clearTimeout(t);
  }, [status]);

  return {
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
}
