import type * as React from 'react';
import { MultiselectContext, useMultiselectContext } from './context.ts';
import { cx } from './cx.ts';
import { format } from './messages.ts';
import { MultiselectPopup } from './multiselect-listbox.tsx';
import type { MultiselectProps } from './types.ts';
import { useMultiselect, type MultiselectState } from './use-multiselect.ts';

const srOnly = 'sr-only';

/**
 * Accessible select and multiselect: the WAI-ARIA APG 1.2 combobox with a
 * virtualised listbox popup (spec sections 4, 5, 8, 9; vue-multiselect 3.x).
 *
 * State is exposed as `data-state="open|closed"`, `data-disabled`,
 * `data-side="top|bottom"` on the popup, `data-active`/`aria-selected` on rows.
 *
 * @example
 * <Multiselect aria-label="Estados" multiple options={['Jalisco', 'Sonora']} messages={esMessages} />
 */
export function Multiselect<T>(props: MultiselectProps<T>): React.JSX.Element {
  const state = useMultiselect(props) as unknown as MultiselectState;
  const { open, props: p } = state;
  return (
    <MultiselectContext value={state}>
      <div
        ref={state.rootRef}
        data-slot="multiselect"
        data-state={open ? 'open' : 'closed'}
        data-disabled={p.disabled ? '' : undefined}
        className={cx('relative w-full text-sm text-foreground', p.className)}
        onBlur={state.onBlur}
      >
        <MultiselectControl />
        {open && <MultiselectPopup />}
        <div role="status" aria-live="polite" aria-atomic="true" className={srOnly}>
          {state.results}
        </div>
        <div role="status" aria-live="polite" aria-atomic="true" className={srOnly}>
          {state.announcement}
        </div>
        {p.name &&
          state.values.map((v) => (
            <input key={state.keyOf(v)} type="hidden" name={p.name} value={state.keyOf(v)} />
          ))}
      </div>
    </MultiselectContext>
  );
}

function setRefs<E>(el: E | null, refs: Array<React.Ref<E> | undefined>) {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }
}

function MultiselectControl() {
  const s = useMultiselectContext();
  const { props: p, messages, values, multiple, open } = s;
  const limit = p.limit ?? 99999;
  const shown = multiple ? values.slice(0, limit) : [];
  const hidden = multiple ? values.length - shown.length : 0;
  const single = !multiple && values.length > 0 ? s.labelOf(values[0]) : '';
  const empty = values.length === 0;
  const activeId = s.active >= 0 ? s.optionId(s.active) : undefined;
  return (
    <div
      role="presentation"
      data-slot="multiselect-control"
      className={cx(
        'flex min-h-10 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-card px-2 py-1 pr-8',
        'focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/40',
        'data-[disabled]:cursor-not-allowed data-[disabled]:bg-muted',
      )}
      data-disabled={p.disabled ? '' : undefined}
      onMouseDown={(e) => {
        if (p.disabled || (e.target as HTMLElement).closest('button')) return;
        if (e.target !== s.inputRef.current) e.preventDefault();
        s.inputRef.current?.focus();
        s.setOpen(!open);
      }}
    >
      {shown.length > 0 && (
        <ul aria-label={messages.selectedTags} className="flex max-w-full flex-wrap gap-1">
          {shown.map((v) => {
            const label = s.labelOf(v);
            return (
              <li
                key={s.keyOf(v)}
                data-slot="multiselect-tag"
                className="inline-flex max-w-full items-center gap-1 rounded-sm bg-brand-100 py-0.5 pr-0.5 pl-2 text-brand-900"
              >
                <span className="truncate">{label}</span>
                <button
                  type="button"
                  disabled={p.disabled}
                  aria-label={format(messages.removeTag, { label })}
                  className="inline-flex size-5 items-center justify-center rounded-sm hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-ring"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      if (s.remove(v)) s.inputRef.current?.focus();
                    }
                  }}
                  onClick={(e) => {
                    if (e.detail > 0 && s.remove(v)) s.inputRef.current?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <span data-slot="multiselect-limit" className="px-1 text-muted-foreground">
          {format(messages.limitText, { n: hidden })}
        </span>
      )}
      <input
        ref={(el) => setRefs(el, [s.inputRef, p.ref])}
        id={s.id}
        role="combobox"
        type="text"
        autoComplete="off"
        spellCheck={false}
        data-slot="multiselect-input"
        aria-label={p['aria-label']}
        aria-labelledby={p['aria-labelledby']}
        aria-describedby={cx(single && `${s.id}-value`, p['aria-describedby']) || undefined}
        aria-invalid={p['aria-invalid'] || undefined}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? s.listboxId : undefined}
        aria-autocomplete={p.searchable === false ? 'none' : 'list'}
        aria-activedescendant={activeId}
        aria-busy={p.loading || undefined}
        readOnly={p.searchable === false}
        disabled={p.disabled}
        required={p.required === true && empty}
        placeholder={empty ? (p.placeholder ?? messages.placeholder) : single || undefined}
        value={s.search}
        onChange={(e) => s.setSearch(e.target.value)}
        onKeyDown={s.onKeyDown}
        className={cx(
          'h-7 min-w-[4ch] flex-1 bg-transparent px-1 outline-none placeholder:text-muted-foreground',
          single && 'placeholder:text-foreground',
          'disabled:cursor-not-allowed',
        )}
      />
      {single && (
        <span id={`${s.id}-value`} hidden>
          {single}
        </span>
      )}
      <span
        aria-hidden="true"
        className={cx(
          'pointer-events-none absolute top-3 right-3 size-2 rotate-45 border-r-2 border-b-2 border-muted-foreground transition-transform',
          open && 'top-4 -rotate-135',
        )}
      />
    </div>
  );
}
