export { Multiselect } from './multiselect.tsx';
export { defaultMessages, esMessages } from './messages.ts';
export { MULTISELECT_DEFAULTS } from './constants.ts';
export type { MultiselectMessages } from './messages.ts';
export type {
  MultiselectProps,
  MultiselectBaseProps,
  MultiselectSingleProps,
  MultiselectMultipleProps,
} from './types.ts';
export type { OptionAccessors } from './options.ts';
export { useAsyncOptions } from './use-async-options.ts';
export type { AsyncPage, UseAsyncOptionsConfig } from './use-async-options.ts';
