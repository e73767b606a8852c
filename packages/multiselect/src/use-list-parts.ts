import { useEffect, useMemo, useState } from 'react';
import { MULTISELECT_DEFAULTS as D } from './constants.ts';
import { format, type MultiselectMessages } from './messages.ts';
import { buildModel, type accessors, type Model, type Rows } from './options.ts';
import { choosePlacement } from './placement.ts';

const NO_MODEL: Model<never> = { items: [], groups: [], labels: new Set() };

/** Runs `task` when the browser is idle (or soon, where there is no idle callback). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}

/**
 * The search index (labels lower-cased, keys, groups), built on first open or
 * when the browser is idle, not on mount: mounting 100,000 options stays
 * cheap. Empty until then. @internal
 */
export function useSearchIndex<T>(
  open: boolean,
  options: readonly (T | object)[],
  acc: ReturnType<typeof accessors<T>>,
  groupValues: string | undefined,
  groupLabel: string | undefined,
): Model<T> {
  const [indexWanted, setIndexWanted] = useState(false);
  const indexed = indexWanted || open;
  useEffect(
    () => (indexed ? setIndexWanted(true) : whenIdle(() => setIndexWanted(true))),
    [indexed],
  );
  return useMemo(
    () =>
      indexed
        ? buildModel<T>(options, { ...acc.config, groupValues, groupLabel })
        : (NO_MODEL as Model<T>),
    [indexed, options, acc, groupValues, groupLabel],
  );
}

/**
 * Where the popup opens (`side`) and how tall it may be (`height`, px);
 * `place()` measures the root against the viewport, keeping `D.openMargin` px
 * to its edge. @internal
 */
export function usePlacement(
  rootRef: React.RefObject<HTMLDivElement | null>,
  o: {
    openDirection: 'auto' | 'above' | 'below' | undefined;
    maxHeight: number;
    optionHeight: number | undefined;
  },
) {
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const [height, setHeight] = useState(o.maxHeight);
  const place = () => {
    const el = rootRef.current;
    if (!el || typeof window === 'undefined') return;
    const next = choosePlacement(
      el.getBoundingClientRect(),
      window.innerHeight,
      o.openDirection ?? 'auto',
      o.maxHeight,
      o.optionHeight ?? D.optionHeight,
      D.openMargin,
    );
    setSide(next.side);
    setHeight(next.height);
  };
  return { side, height, place };
}

/**
 * The open list's status line (`status`: loading, maximum reached, no
 * options, no results, or the results count) and the same text for the live
 * region (`results`), settled for 250 ms so typing does not flood it. @internal
 */
export function useListStatus<T>(o: {
  open: boolean;
  loading: boolean | undefined;
  atMax: boolean;
  max: number | undefined;
  model: Model<T>;
  search: string;
  rows: Rows<T>;
  messages: MultiselectMessages;
}) {
  const { rows, messages: m } = o;
  const count = useMemo(() => rows.filter((r) => r.kind !== 'group').length, [rows]);
  const status = !o.open
    ? ''
    : o.loading
      ? m.loading
      : o.atMax
        ? format(m.maxElements, { max: o.max ?? 0 })
        : o.model.items.length === 0 && !o.search
          ? m.noOptions
          : count === 0
            ? m.noResults
            : format(m.resultsCount, { n: count + rows.more });
  const [results, setResults] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setResults(status), 250);
    return () => clearTimeout(t);
  }, [status]);
  return { status, results };
}
