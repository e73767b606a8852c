import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { MULTISELECT_DEFAULTS as D } from './constants.ts';
import { useMultiselectContext } from './context.ts';
import { cx } from './cx.ts';
import { format } from './messages.ts';

/**
 * The list part: while open, a popup (`data-slot="multiselect-popup"`,
 * `data-side="top|bottom"`) holding the listbox, virtualised with TanStack
 * Virtual (the active row is always rendered, so `aria-activedescendant`
 * points at an element), and its status line (loading, no results, maximum
 * reached, options left out). Renders nothing while closed.
 */
export function MultiselectListbox() {
  const { open } = useMultiselectContext();
  return open ? <MultiselectPopup /> : null;
}

function MultiselectPopup() {
  const s = useMultiselectContext();
  const { props: p, messages, rows, active, side } = s;
  const optionHeight = p.optionHeight ?? D.optionHeight;
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeRef = useRef(active);
  activeRef.current = active;
  // The active row is always rendered so that aria-activedescendant points at an element.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const a = activeRef.current;
    if (a < 0 || a >= range.count || indexes.includes(a)) return indexes;
    return [...indexes, a].sort((x, y) => x - y);
  }, []);
  const v = useVirtualizer({
    rangeExtractor,
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => optionHeight,
    overscan: 4,
    initialRect: { width: 0, height: s.height },
  });
  const items = v.getVirtualItems();

  useEffect(() => {
    if (active >= 0) v.scrollToIndex(active, { align: 'auto' });
  }, [active, v]);

  const last = items[items.length - 1];
  const nearEnd = !!last && last.index >= rows.length - 5;
  const { hasMore, loading, onLoadMore } = p;
  useEffect(() => {
    if (nearEnd && hasMore && !loading) onLoadMore?.();
  }, [nearEnd, hasMore, loading, onLoadMore, rows.length]);

  const total = v.getTotalSize();
  const statusText = s.status && (rows.length === 0 || p.loading || s.atMax) ? s.status : '';

  return (
    <div
      role="presentation"
      data-slot="multiselect-popup"
      data-side={side}
      className={cx(
        'absolute right-0 left-0 z-50 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-overlay',
        side === 'bottom' ? 'top-full mt-1' : 'bottom-full mb-1',
      )}
      onMouseDown={(e) => e.preventDefault()}
    >
      <div
        {...s.getListboxProps()}
        ref={scrollRef}
        className="relative overflow-y-auto overscroll-contain outline-none"
        style={{ height: Math.min(total, s.height), display: rows.length ? undefined : 'none' }}
      >
        <div role="presentation" style={{ height: total, position: 'relative' }}>
          {items.map((vi) => (
            <MultiselectOption key={vi.key} index={vi.index} size={vi.size} start={vi.start} />
          ))}
        </div>
      </div>
      {rows.more > 0 && !statusText && (
        <div
          data-slot="multiselect-more"
          className="border-t border-border px-3 py-2 text-muted-foreground"
        >
          {format(messages.moreOptions, { n: rows.more })}
        </div>
      )}
      {statusText && (
        <div data-slot="multiselect-message" className="px-3 py-2 text-muted-foreground">
          {statusText}
        </div>
      )}
    </div>
  );
}

/** Props of {@link MultiselectOption}. */
export interface MultiselectOptionProps {
  /** Index of the row in the hook's `rows`. */
  index: number;
  /** Row height in px (the virtual item's `size`). */
  size: number;
  /** Offset of the row from the list's top in px (the virtual item's `start`). */
  start: number;
}

/**
 * One row of the listbox with role `option` (`data-kind="option|group|tag"`,
 * `data-active`, `aria-selected`, `aria-disabled`): its label, and on the
 * active row what Enter does; a check mark on selected rows.
 */
export function MultiselectOption({ index, size, start }: MultiselectOptionProps) {
  const s = useMultiselectContext();
  const o = s.optionState(index);
  if (!o) return null;
  return (
    // Options are not focusable: focus stays on the combobox and the keyboard
    // works through aria-activedescendant (APG 1.2 combobox).
    <div
      {...s.getOptionProps(index)}
      className={cx(
        'absolute top-0 left-0 flex w-full cursor-pointer items-center justify-between gap-2 px-3 select-none',
        o.row.kind === 'group' &&
          'bg-muted text-xs font-semibold tracking-wide text-muted-foreground uppercase',
        'aria-selected:font-medium aria-selected:text-brand-800 dark:aria-selected:text-brand-200',
        'aria-disabled:cursor-default aria-disabled:text-muted-foreground',
        'data-[active]:bg-primary data-[active]:text-primary-foreground',
      )}
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      <span className="truncate">{o.label}</span>
      {(o.hint || o.selected) && (
        <span aria-hidden="true" className="shrink-0 text-xs">
          {o.hint || '✓'}
        </span>
      )}
    </div>
  );
}
