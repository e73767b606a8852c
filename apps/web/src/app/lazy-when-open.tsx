/**
 * A dialog or sheet whose code loads the first time it opens (docs/decisions/0045-phone-weight.md):
 * a list screen renders its create/edit sheet closed from the start, and the sheet's form brings
 * zod, React Hook Form and the Radix dialog (~50 KB compressed) onto the page's first visit. Once
 * opened it stays mounted, so that it closes as a dialog does (animation, focus back on the button)
 * and opens again at once.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * Wraps a component with an `open` prop so that `load` runs when `open` is first true.
 *
 * @param load - imports the component (e.g. `async () => (await import('./x-sheet.tsx')).XSheet`).
 * @returns a component with the same props that renders nothing until it is first opened.
 */
export function lazyWhenOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyWhenOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWhenOpen;
}
