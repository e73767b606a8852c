import type * as React from 'react';
import { cx } from './cx.ts';
import { format, type MultiselectMessages } from './messages.ts';
import { groupState, type Model, type Row, type Rows } from './options.ts';
import type { MultiselectProps } from './types.ts';

/** What the prop getters read from {@link useMultiselect}'s state. */
export interface GetterSource<T> {
  props: MultiselectProps<T>;
  id: string;
  listboxId: string;
  optionId: (index: number) => string;
  multiple: boolean;
  messages: MultiselectMessages;
  rootRef: React.RefObject<HTMLDivElement | null>;
  inputRef: React.RefObject<HTMLInputElement | null>;
  values: readonly T[];
  selectedKeys: ReadonlySet<string>;
  labelOf: (option: T) => string;
  model: Model<T>;
  rows: Rows<T>;
  open: boolean;
  setOpen: (open: boolean) => void;
  search: string;
  setSearch: (text: string) => void;
  active: number;
  setActive: (index: number) => void;
  isSelectable: (row: Row<T> | undefined) => boolean;
  isRowSelected: (row: Row<T>) => boolean;
  choose: (row: Row<T> | undefined, how: 'Tab' | 'Enter' | 'click') => void;
  remove: (option: T) => boolean;
  onKeyDown: (e: React.KeyboardEvent<HTMLInputElement>) => void;
  onBlur: (e: React.FocusEvent) => void;
}

/** How one row of the open list is shown. */
export interface MultiselectOptionState<T> {
  /** The row: an option, a group label, or the "create" row of `taggable`. */
  row: Row<T>;
  /** The text to show. */
  label: string;
  /** `aria-selected`: the option is chosen (a group: all its enabled options are). */
  selected: boolean;
  /** The row can be chosen (not disabled; a group only with `groupSelect`). */
  selectable: boolean;
  /** The row is the active descendant (keyboard pointer or mouse hover). */
  active: boolean;
  /** On the active row, what Enter does (`messages.selectLabel`…); `''` elsewhere. */
  hint: string;
}

type Handler<E> = ((event: E) => void) | undefined;
/** Calls the caller's handler first, then ours unless the caller called `preventDefault()`. */
function chain<E extends { defaultPrevented: boolean }>(theirs: Handler<E>, ours: (e: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRefs<E>(el: E | null, refs: Array<React.Ref<E> | undefined>) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }
}

/**
 * The prop getters of {@link useMultiselect} (Downshift's model): each returns
 * the role, ids, `aria-*`, `data-*` and handlers of one element of the APG
 * combobox with a listbox popup. Pass your own handlers in; they run first and
 * can `preventDefault()` ours.
 */
export function propGetters<T>(s: GetterSource<T>) {
  const p = s.props;
  const optionState = (index: number): MultiselectOptionState<T> | undefined => {
    const row = s.rows[index];
    if (!row) return undefined;
    const selectable = s.isSelectable(row);
    const selected = s.isRowSelected(row);
    const active = index === s.active;
    const m = s.messages;
    let hint = '';
    if (active) {
      if (row.kind === 'tag') hint = m.tagPlaceholder;
      else if (row.kind === 'group')
        hint = groupState(s.model, row.group, s.selectedKeys).whole
          ? m.deselectGroupLabel
          : m.selectGroupLabel;
      else if (selected)
        hint = p.allowEmpty === false && s.values.length <= 1 ? m.selectedLabel : m.deselectLabel;
      else hint = m.selectLabel;
    }
    const label = row.kind === 'option' ? row.item.label : row.label;
    return { row, label, selected, selectable, active, hint };
  };
  const single = !s.multiple && s.values.length > 0 ? s.labelOf(s.values[0] as T) : '';
  const empty = s.values.length === 0;

  return {
    optionState,
    /** The root element: focus leaving it closes the list. */
    getRootProps: (own: { onBlur?: Handler<React.FocusEvent> } = {}) => ({
      ref: s.rootRef,
      'data-state': s.open ? ('open' as const) : ('closed' as const),
      'data-disabled': p.disabled ? '' : undefined,
      onBlur: chain(own.onBlur, s.onBlur),
    }),
    /** The box around chips and input: a press outside the chips focuses the input and toggles the list. */
    getControlProps: (own: { onMouseDown?: Handler<React.MouseEvent> } = {}) => ({
      role: 'presentation' as const,
      'data-disabled': p.disabled ? '' : undefined,
      onMouseDown: chain(own.onMouseDown, (e: React.MouseEvent) => {
        if (p.disabled || (e.target as HTMLElement).closest('button')) return;
        if (e.target !== s.inputRef.current) e.preventDefault();
        s.inputRef.current?.focus();
        s.setOpen(!s.open);
      }),
    }),
    /** The text input with role `combobox` (APG 1.2); the keyboard works through `aria-activedescendant`. */
    getInputProps: (
      own: {
        ref?: React.Ref<HTMLInputElement> | undefined;
        onKeyDown?: Handler<React.KeyboardEvent<HTMLInputElement>>;
        onChange?: Handler<React.ChangeEvent<HTMLInputElement>>;
      } = {},
    ) => ({
      ref: (el: HTMLInputElement | null) => setRefs(el, [s.inputRef, p.ref, own.ref]),
      id: s.id,
      role: 'combobox' as const,
      type: 'text',
      autoComplete: 'off',
      spellCheck: false,
      'aria-label': p['aria-label'],
      'aria-labelledby': p['aria-labelledby'],
      'aria-describedby': cx(single && `${s.id}-value`, p['aria-describedby']) || undefined,
      'aria-invalid': p['aria-invalid'] || undefined,
      'aria-expanded': s.open,
      'aria-haspopup': 'listbox' as const,
      'aria-controls': s.open ? s.listboxId : undefined,
      'aria-autocomplete': p.searchable === false ? ('none' as const) : ('list' as const),
      'aria-activedescendant': s.active >= 0 ? s.optionId(s.active) : undefined,
      'aria-busy': p.loading || undefined,
      readOnly: p.searchable === false,
      disabled: p.disabled,
      required: p.required === true && empty,
      placeholder: empty ? (p.placeholder ?? s.messages.placeholder) : single || undefined,
      value: s.search,
      onChange: chain(own.onChange, (e: React.ChangeEvent<HTMLInputElement>) =>
        s.setSearch(e.target.value),
      ),
      onKeyDown: chain(own.onKeyDown, s.onKeyDown),
    }),
    /** The single selection's label, which describes the input (`aria-describedby`); `''` when none. */
    selectedLabel: single,
    /** The hidden element holding {@link selectedLabel}, referenced by the input's `aria-describedby`. */
    getSelectedLabelProps: () => ({ id: `${s.id}-value`, hidden: true }),
    /** The element with role `listbox`; options are not focusable. */
    getListboxProps: (own: { onMouseDown?: Handler<React.MouseEvent> } = {}) => ({
      id: s.listboxId,
      role: 'listbox' as const,
      'aria-label': p['aria-labelledby'] ? undefined : (p['aria-label'] ?? s.messages.listboxLabel),
      'aria-labelledby': p['aria-labelledby'],
      'aria-multiselectable': s.multiple || undefined,
      'aria-busy': p.loading || undefined,
      tabIndex: -1,
      // a press in the list keeps focus (and the open list) on the input
      onMouseDown: chain(own.onMouseDown, (e: React.MouseEvent) => e.preventDefault()),
    }),
    /** Row `index` of `rows` as an element with role `option`. */
    getOptionProps: (
      index: number,
      own: { onClick?: Handler<React.MouseEvent>; onMouseMove?: Handler<React.MouseEvent> } = {},
    ) => {
      const o = optionState(index);
      return {
        id: s.optionId(index),
        role: 'option' as const,
        'aria-selected': o?.selected ?? false,
        'aria-disabled': o?.selectable ? undefined : true,
        'aria-setsize': s.rows.length,
        'aria-posinset': index + 1,
        'data-kind': o?.row.kind,
        'data-active': o?.active ? '' : undefined,
        onMouseMove: chain(own.onMouseMove, () => {
          if (o?.selectable && !o.active) s.setActive(index);
        }),
        onClick: chain(own.onClick, () => {
          s.choose(o?.row, 'click');
          s.inputRef.current?.focus();
        }),
      };
    },
    /** The list of chips (multiple selection), named `messages.selectedTags`. */
    getChipsProps: () => ({ 'aria-label': s.messages.selectedTags }),
    /** A chip's remove button: Enter, Space or a click removes `option` (and refocuses the input). */
    getChipRemoveProps: (option: T) => ({
      type: 'button' as const,
      disabled: p.disabled,
      'aria-label': format(s.messages.removeTag, { label: s.labelOf(option) }),
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          if (s.remove(option)) s.inputRef.current?.focus();
        }
      },
      onClick: (e: React.MouseEvent) => {
        if (e.detail > 0 && s.remove(option)) s.inputRef.current?.focus();
      },
    }),
    /** A polite live region (results count, selection announcements). */
    getLiveRegionProps: () => ({
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'aria-atomic': true,
    }),
  };
}
