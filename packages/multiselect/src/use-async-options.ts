import { useCallback, useEffect, useRef, useState } from 'react';

/** One page returned by a loader. */
export interface AsyncPage<T> {
  /** Options of this page. */
  options: T[];
  /** Whether another page exists after this one. */
  hasMore: boolean;
}

/** Settings of {@link useAsyncOptions}. */
export interface UseAsyncOptionsConfig<T> {
  /** Loads page `page` (from 1) for `query`; abort on `signal`. */
  load: (query: string, page: number, signal: AbortSignal) => Promise<AsyncPage<T>>;
  /** Wait in ms after the last keystroke before loading. @default 300 */
  debounce?: number;
}

/**
 * Server-side search and paging for {@link Multiselect}:
 * debounces the query, cancels stale requests and appends pages. Spread the
 * result on the component: `<Multiselect {...useAsyncOptions({ load })} />`.
 */
export function useAsyncOptions<T>({ load, debounce = 300 }: UseAsyncOptionsConfig<T>) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const page = useRef(1);
  const ctrl = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback((q: string, n: number) => {
    ctrl.current?.abort();
    const c = new AbortController();
    ctrl.current = c;
    setLoading(true);
    loadRef
      .current(q, n, c.signal)
      .then((res) => {
        if (c.signal.aborted) return;
        page.current = n;
        setOptions((prev) => (n === 1 ? res.options : [...prev, ...res.options]));
        setHasMore(res.hasMore);
        setLoading(false);
      })
      .catch(() => {
        if (!c.signal.aborted) setLoading(false);
      });
  }, []);

  useEffect(() => {
    const t = setTimeout(() => fetchPage(query.trim(), 1), query ? debounce : 0);
    return () => clearTimeout(t);
  }, [query, debounce, fetchPage]);
  useEffect(() => () => ctrl.current?.abort(), []);

  const onLoadMore = useCallback(() => {
    if (hasMore) fetchPage(query.trim(), page.current + 1);
  }, [hasMore, query, fetchPage]);

  const onSearchChange = useCallback((q: string) => {
    setQuery(q);
    setLoading(true);
  }, []);

  return {
    options,
    loading,
    hasMore,
    internalSearch: false as const,
    onSearchChange,
    onLoadMore,
  };
}
