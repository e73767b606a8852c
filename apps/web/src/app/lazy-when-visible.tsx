/**
 * A part whose code loads when it nears the screen (docs/decisions/0045-phone-weight.md): a map
 * below the fold brings its library (~45 KB compressed) onto a phone's first visit although the
 * person may never scroll to it. Until then an empty box of the part's own `className` holds its
 * place, so nothing moves when it arrives.
 */
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** How far outside the viewport the part starts loading, in px. */
export const nearScreenMarginPx = 100;

/**
 * Wraps a component so that `load` runs when its box first comes within
 * {@link nearScreenMarginPx} of the viewport (at once where `IntersectionObserver` is missing).
 *
 * @param load - imports the component (e.g. `async () => (await import('./route-map.tsx')).RouteMap`).
 * @returns a component with the same props; before it loads, an empty `div` with `props.className`.
 */
export function lazyWhenVisible<P extends { className?: string }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyWhenVisible(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
    useEffect(() => {
      if (near || !box.current) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${nearScreenMarginPx}px` },
      );
      observer.observe(box.current);
      return () => observer.disconnect();
    }, [near]);
    const placeholder = <div ref={box} className={props.className} />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyWhenVisible;
}
