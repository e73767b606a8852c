import { createContext, useContext } from 'react';
import type { MultiselectState } from './use-multiselect.ts';

/** Root context: state and actions for the parts. */
export const MultiselectContext = createContext<MultiselectState | null>(null);

/** Reads the root context; throws outside a `MultiselectRoot`. */
export function useMultiselectContext(): MultiselectState {
  const ctx = useContext(MultiselectContext);
  if (!ctx) throw new Error('Multiselect parts must be rendered inside <MultiselectRoot>.');
  return ctx;
}
