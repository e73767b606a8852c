import { MultiselectControl, MultiselectChips, MultiselectInput } from './multiselect-control.tsx';
import { MultiselectListbox } from './multiselect-listbox.tsx';
import { MultiselectRoot } from './multiselect-root.tsx';
import type { MultiselectProps } from './types.ts';

/**
 * Accessible select and multiselect: the WAI-ARIA APG 1.2 combobox with a
 * virtualised listbox popup (vue-multiselect 3.x's props). A thin
 * composition of the parts over {@link useMultiselect}:
 * `MultiselectRoot` › `MultiselectControl` (`MultiselectChips`,
 * `MultiselectInput`) and `MultiselectListbox`.
 *
 * State is exposed as `data-state="open|closed"`, `data-disabled`,
 * `data-side="top|bottom"` on the popup, `data-active`/`aria-selected` on rows.
 *
 * @example
 * <Multiselect aria-label="Estados" multiple options={['Jalisco', 'Sonora']} messages={esMessages} />
 */
export function Multiselect<T>(props: MultiselectProps<T>) {
  return (
    <MultiselectRoot {...props}>
      <MultiselectControl>
        <MultiselectChips />
        <MultiselectInput />
      </MultiselectControl>
      <MultiselectListbox />
    </MultiselectRoot>
  );
}
