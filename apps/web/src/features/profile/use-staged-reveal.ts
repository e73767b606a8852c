import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a long form's `steps` parts to show: `first` when it mounts, then one more after
 * each commit, each in a transition of its own. React renders a transition in slices, but it
 * commits what it rendered (the DOM, the layout effects, the updates they set) in one task that
 * cannot be split: a form mounted at once is one long task, while one part per commit leaves the
 * browser a turn between parts (docs/decisions/0035-first-load.md, item 17).
 *
 * @param steps - the number of parts.
 * @param first - the parts shown from the start (those the first screen may show). @default 1
 * @returns the number of parts to show, from `first` up to `steps`.
 */
export function useStagedReveal(steps: number, first = 1): number {
  const [shown, setShown] = useState(Math.min(first, steps));
  useEffect(() => {
    if (shown < steps) startTransition(() => setShown(shown + 1));
  }, [shown, steps]);
  return shown;
}
