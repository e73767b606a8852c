export { Multiselect } from './multiselect.tsx';
export { MultiselectRoot, type MultiselectRootProps } from './multiselect-root.tsx';
export {
  MultiselectControl,
  MultiselectChips,
  MultiselectChip,
  MultiselectInput,
  type MultiselectControlProps,
  type MultiselectChipProps,
} from './multiselect-control.tsx';
export {
  MultiselectListbox,
  MultiselectOption,
  type MultiselectOptionProps,
} from './multiselect-listbox.tsx';
export { useMultiselect, type UseMultiselectReturn } from './use-multiselect.ts';
export type { MultiselectOptionState } from './multiselect-getters.ts';
export type { MultiselectRow, MultiselectItem } from './options.ts';
export { defaultMessages, esMessages } from './messages.ts';
export { MULTISELECT_DEFAULTS } from './constants.ts';
export type { MultiselectMessages } from './messages.ts';
export type {
  MultiselectProps,
  MultiselectBaseProps,
  MultiselectSingleProps,
  MultiselectMultipleProps,
} from './types.ts';
export type { OptionAccessors, OptionKey } from './options.ts';
export { useAsyncOptions } from './use-async-options.ts';
export type { AsyncPage, UseAsyncOptionsConfig } from './use-async-options.ts';
