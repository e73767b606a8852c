import type * as React from 'react';
import { useMultiselectContext } from './context.ts';
import { cx } from './cx.ts';
import { format } from './messages.ts';

/** Props of {@link MultiselectControl}. */
export interface MultiselectControlProps {
  /** Usually `MultiselectChips` and `MultiselectInput`. */
  children?: React.ReactNode;
}

/**
 * The bordered box of chips and input (`data-slot="multiselect-control"`): a
 * press outside a chip's button focuses the input and toggles the list. Ends
 * with the open/closed arrow.
 */
export function MultiselectControl({ children }: MultiselectControlProps) {
  const s = useMultiselectContext();
  return (
    <div
      {...s.getControlProps()}
      data-slot="multiselect-control"
      className={cx(
        'flex min-h-10 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-card px-2 py-1 pr-8',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
        'data-[disabled]:cursor-not-allowed data-[disabled]:bg-muted',
      )}
    >
      {children}
      <span
        aria-hidden="true"
        className={cx(
          'pointer-events-none absolute top-3 right-3 size-2 rotate-45 border-r-2 border-b-2 border-muted-foreground transition-transform',
          s.open && 'top-4 -rotate-135',
        )}
      />
    </div>
  );
}

/**
 * The selected options as chips (multiple selection only): a list named
 * `messages.selectedTags` with the first `limit` values, then "and {n} more"
 * (`messages.limitText`). Renders nothing in single mode or when empty.
 */
export function MultiselectChips() {
  const s = useMultiselectContext();
  if (!s.multiple) return null;
  const limit = s.props.limit ?? 99999;
  const shown = s.values.slice(0, limit);
  const hidden = s.values.length - shown.length;
  return (
    <>
      {shown.length > 0 && (
        <ul {...s.getChipsProps()} className="flex max-w-full flex-wrap gap-1">
          {shown.map((v) => (
            <MultiselectChip key={s.keyOf(v)} option={v} />
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <span data-slot="multiselect-limit" className="px-1 text-muted-foreground">
          {format(s.messages.limitText, { n: hidden })}
        </span>
      )}
    </>
  );
}

/** Props of {@link MultiselectChip}. */
export interface MultiselectChipProps {
  /** The selected option the chip shows. */
  option: unknown;
}

/** One chip (`data-slot="multiselect-tag"`): the option's label and a remove button named `messages.removeTag`. */
export function MultiselectChip({ option }: MultiselectChipProps) {
  const s = useMultiselectContext();
  return (
    <li
      data-slot="multiselect-tag"
      className="inline-flex max-w-full items-center gap-1 rounded-sm bg-brand-100 py-0.5 pr-0.5 pl-2 text-brand-900"
    >
      <span className="truncate">{s.labelOf(option)}</span>
      <button
        {...s.getChipRemoveProps(option)}
        className="inline-flex size-5 items-center justify-center rounded-sm hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The search input with role `combobox` (`data-slot="multiselect-input"`);
 * in single mode the chosen label is its placeholder and its description.
 */
export function MultiselectInput() {
  const s = useMultiselectContext();
  const single = s.selectedLabel;
  return (
    <>
      <input
        {...s.getInputProps()}
        data-slot="multiselect-input"
        className={cx(
          'h-7 min-w-[4ch] flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground',
          single && 'placeholder:text-foreground',
          'disabled:cursor-not-allowed',
        )}
      />
      {single && <span {...s.getSelectedLabelProps()}>{single}</span>}
    </>
  );
}
