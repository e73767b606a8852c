/**
 * Whether a tree is being pre-rendered at build time (docs/decisions/0009-first-paint.md).
 * Controls that need the app (a form's submit, a Radix select) are made
 * `inert` in the pre-render: until the app replaces it, a tap does nothing
 * rather than starting an interaction that the replacement would lose.
 */
import { createContext, useContext } from 'react';

const PrerenderingContext = createContext(false);

/** Marks its subtree as pre-rendered (only `prerender.tsx` uses it). */
export const PrerenderingProvider = PrerenderingContext.Provider;

/** True inside the build-time pre-render, false in the browser. */
export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
