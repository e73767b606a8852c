import type * as React from 'react';
import { MultiselectContext } from './context.ts';
import { cx } from './cx.ts';
import type { MultiselectProps } from './types.ts';
import { useMultiselect, type MultiselectState } from './use-multiselect.ts';

/** Props of {@link MultiselectRoot}: the multiselect's props and the parts as children. */
export type MultiselectRootProps<T> = MultiselectProps<T> & {
  /** The parts: `MultiselectControl` (with chips and input) and `MultiselectListbox`. */
  children?: React.ReactNode;
};

/**
 * The multiselect's root part: runs {@link useMultiselect}, provides it to the
 * parts through context, and renders the wrapper (`data-state="open|closed"`,
 * `data-disabled`), the two polite live regions (results count, selection
 * changes) and, with `name`, one hidden input per selected key.
 */
export function MultiselectRoot<T>({ children, ...props }: MultiselectRootProps<T>) {
  const state = useMultiselect(props as MultiselectProps<T>) as unknown as MultiselectState;
  return (
    <MultiselectContext value={state}>
      <div
        {...state.getRootProps()}
        data-slot="multiselect"
        className={cx('relative w-full text-sm text-foreground', state.props.className)}
      >
        {children}
        <div {...state.getLiveRegionProps()} className="sr-only">
          {state.results}
        </div>
        <div {...state.getLiveRegionProps()} className="sr-only">
          {state.announcement}
        </div>
        {state.props.name &&
          state.values.map((v) => (
            <input
              key={state.keyOf(v)}
              type="hidden"
              name={state.props.name}
              value={state.keyOf(v)}
            />
          ))}
      </div>
    </MultiselectContext>
  );
}
