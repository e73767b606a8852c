import { useCallback, useRef, useState } from 'react';

/**
 * Controllable state like Radix's `useControllableState`: controlled when
 * `value` is not undefined, otherwise internal state seeded by `defaultValue`.
 * `onChange` is called for every change either way.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const ref = useRef({ onChange, controlled });
  ref.current = { onChange, controlled };
  const set = useCallback((next: T) => {
    if (!ref.current.controlled) setInner(next);
    ref.current.onChange?.(next);
  }, []);
  return [current, set];
}
