import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { MULTISELECT_DEFAULTS as D } from './constants.ts';
import { useMultiselectContext } from './context.ts';
import { cx } from './cx.ts';
import { format } from './messages.ts';
import { groupState } from './options.ts';

/** The popup: a virtualised listbox (TanStack Virtual) plus its status line. */
export function MultiselectPopup() {
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
  const label = p['aria-labelledby'] ? undefined : (p['aria-label'] ?? messages.listboxLabel);

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
        ref={scrollRef}
        id={s.listboxId}
        role="listbox"
        aria-label={label}
        aria-labelledby={p['aria-labelledby']}
        aria-multiselectable={s.multiple || undefined}
        aria-busy={p.loading || undefined}
        tabIndex={-1}
        className="relative overflow-y-auto overscroll-contain outline-none"
        style={{ height: Math.min(total, s.height), display: rows.length ? undefined : 'none' }}
      >
        <div role="presentation" style={{ height: total, position: 'relative' }}>
          {items.map((vi) => {
            const row = rows[vi.index];
            if (!row) return null;
            const selectable = s.isSelectable(row);
            const selected = s.isRowSelected(row);
            const isActive = vi.index === active;
            let hint = '';
            if (isActive) {
              if (row.kind === 'tag') hint = messages.tagPlaceholder;
              else if (row.kind === 'group')
                hint = groupState(s.model, row.group, s.selectedKeys).whole
                  ? messages.deselectGroupLabel
                  : messages.selectGroupLabel;
              else if (selected)
                hint =
                  p.allowEmpty === false && s.values.length <= 1
                    ? messages.selectedLabel
                    : messages.deselectLabel;
              else hint = messages.selectLabel;
            }
            return (
              // Options are not focusable: focus stays on the combobox and the keyboard
              // works through aria-activedescendant (APG 1.2 combobox).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={vi.key}
                id={s.optionId(vi.index)}
                role="option"
                aria-selected={selected}
                aria-disabled={selectable ? undefined : true}
                aria-setsize={rows.length}
                aria-posinset={vi.index + 1}
                data-kind={row.kind}
                data-active={isActive ? '' : undefined}
                className={cx(
                  'absolute top-0 left-0 flex w-full cursor-pointer items-center justify-between gap-2 px-3 select-none',
                  row.kind === 'group' &&
                    'bg-muted text-xs font-semibold tracking-wide text-muted-foreground uppercase',
                  'aria-selected:font-medium aria-selected:text-brand-800 dark:aria-selected:text-brand-200',
                  'aria-disabled:cursor-default aria-disabled:text-muted-foreground',
                  'data-[active]:bg-primary data-[active]:text-primary-foreground',
                )}
                style={{ height: vi.size, transform: `translateY(${vi.start}px)` }}
                onMouseMove={() => selectable && !isActive && s.setActive(vi.index)}
                onClick={() => {
                  s.choose(row, 'click');
                  s.inputRef.current?.focus();
                }}
              >
                <span className="truncate">
                  {row.kind === 'option' ? row.item.label : row.label}
                </span>
                {(hint || selected) && (
                  <span aria-hidden="true" className="shrink-0 text-xs">
                    {hint || '✓'}
                  </span>
                )}
              </div>
            );
          })}
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
