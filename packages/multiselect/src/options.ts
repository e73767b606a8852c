/**
 * The string keys of an object option type `T`, so a misspelt `labelKey` or
 * `trackBy` fails type-checking. `never` for string or number options (they
 * have no fields to name); any string while `T` is `unknown` (untyped options).
 */
export type OptionKey<T> = unknown extends T
  ? string
  : T extends object
    ? Extract<keyof T, string>
    : never;

/** How options are read: label and identity (vue-multiselect `label`/`trackBy`). */
export interface OptionAccessors<T> {
  /** Key of the label on object options; must be a key of `T`. @default 'label' */
  labelKey?: NoInfer<OptionKey<T>> | undefined;
  /** Computes the shown label; wins over `labelKey`. */
  customLabel?: ((option: T, labelKey: string) => string) | undefined;
  /** Key that identifies an object option (a key of `T`); without it the label identifies it. */
  trackBy?: NoInfer<OptionKey<T>> | undefined;
  /** Whether an option cannot be selected. @default reads `$isDisabled` on object options */
  isOptionDisabled?: ((option: T) => boolean) | undefined;
  /** Key of a group's option array (enables groups). */
  groupValues?: string | undefined;
  /** Key of a group's label. */
  groupLabel?: string | undefined;
}

/** One selectable option after normalising. */
export interface Item<T> {
  option: T;
  key: string;
  label: string;
  lower: string;
  disabled: boolean;
  group: number;
}

/** A group of options. */
export interface Group<T> {
  label: string;
  lower: string;
  items: Item<T>[];
  disabled: boolean;
}

/** A row of the open list: an option, a group's label, or the "create" row of `taggable`. */
export type Row<T> =
  | { kind: 'option'; item: Item<T> }
  | { kind: 'group'; group: number; label: string }
  | { kind: 'tag'; label: string };

/** A row of the open list (public name of {@link Row}). */
export type MultiselectRow<T> = Row<T>;
/** An option after normalising (public name of {@link Item}): its key, label and disabled state. */
export type MultiselectItem<T> = Item<T>;

/** All options, flattened, with lookup sets. */
export interface Model<T> {
  items: Item<T>[];
  groups: Group<T>[];
  labels: Set<string>;
}

type Rec = Record<string, unknown>;
const isObj = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

/** Returns functions that read an option's label, key and disabled flag. */
export function accessors<T>(a: OptionAccessors<T>) {
  const labelKey: string = a.labelKey ?? 'label';
  const label = (o: T): string =>
    a.customLabel
      ? a.customLabel(o, labelKey)
      : isObj(o)
        ? String(o[labelKey] ?? '')
        : o == null
          ? ''
          : String(o);
  const key = (o: T): string => (a.trackBy && isObj(o) ? String(o[a.trackBy as string]) : label(o));
  const disabled = (o: T): boolean =>
    a.isOptionDisabled ? a.isOptionDisabled(o) : isObj(o) && o.$isDisabled === true;
  return { label, key, disabled, config: a };
}

/** Flattens options (and groups) once per `options` change. */
export function buildModel<T>(options: readonly unknown[], a: OptionAccessors<T>): Model<T> {
  const acc = accessors(a);
  const items: Item<T>[] = [];
  const groups: Group<T>[] = [];
  const labels = new Set<string>();
  const add = (o: T, group: number, groupDisabled: boolean): Item<T> => {
    const label = acc.label(o);
    const lower = label.toLowerCase();
    labels.add(lower);
    const item = {
      option: o,
      key: acc.key(o),
      label,
      lower,
      disabled: groupDisabled || acc.disabled(o),
      group,
    };
    items.push(item);
    return item;
  };
  for (const entry of options) {
    if (a.groupValues && isObj(entry) && Array.isArray(entry[a.groupValues])) {
      const label = String(entry[a.groupLabel ?? 'label'] ?? '');
      const disabled = entry.$isDisabled === true;
      const index = groups.length;
      const group: Group<T> = { label, lower: label.toLowerCase(), items: [], disabled };
      groups.push(group);
      for (const o of entry[a.groupValues] as T[]) group.items.push(add(o, index, disabled));
    } else {
      add(entry as T, -1, false);
    }
  }
  return { items, groups, labels };
}

/** Settings that decide which rows are shown. */
export interface RowSettings {
  search: string;
  filter: boolean;
  hideSelected: boolean;
  selected: ReadonlySet<string>;
  optionsLimit: number;
  taggable: boolean;
  tagPosition: 'top' | 'bottom';
}

/** The rows of the open list and how many matching options the cap left out. */
export type Rows<T> = Row<T>[] & {
  /** Matching options not shown because of `optionsLimit` (0 without a cap). */
  more: number;
};

/**
 * The rows of the open list: search trimmed and case-insensitive; group labels
 * only for groups with a shown option; at most `optionsLimit` rows, counting in
 * `more` the matching options left out; the "create" row only when no label
 * equals the query.
 */
export function buildRows<T>(model: Model<T>, s: RowSettings): Rows<T> {
  const query = s.search.trim().toLowerCase();
  const rows = [] as Row<T>[] as Rows<T>;
  rows.more = 0;
  let lastGroup = -1;
  let full = false;
  for (const item of model.items) {
    if (s.filter && query && !item.lower.includes(query)) continue;
    if (s.hideSelected && s.selected.has(item.key)) continue;
    if (full || rows.length >= s.optionsLimit) {
      full = true;
      rows.more++;
      continue;
    }
    if (item.group !== lastGroup && item.group >= 0) {
      rows.push({ kind: 'group', group: item.group, label: model.groups[item.group]?.label ?? '' });
      if (rows.length >= s.optionsLimit) {
        full = true;
        rows.more++;
        continue;
      }
    }
    lastGroup = item.group;
    rows.push({ kind: 'option', item });
  }
  if (s.taggable && query && !model.labels.has(query)) {
    const tag: Row<T> = { kind: 'tag', label: s.search.trim() };
    if (s.tagPosition === 'bottom') rows.push(tag);
    else rows.unshift(tag);
  }
  return rows;
}

/** Enabled options of a group and whether all of them are selected. */
export function groupState<T>(model: Model<T>, group: number, selected: ReadonlySet<string>) {
  const enabled = (model.groups[group]?.items ?? []).filter((i) => !i.disabled);
  const whole = enabled.length > 0 && enabled.every((i) => selected.has(i.key));
  return { enabled, whole };
}
