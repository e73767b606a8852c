import { useCallback, useRef, useState } from 'react';

/**
 * Radix-style controllable state: controlled when `prop` is not `undefined`,
 * otherwise internal starting from `defaultProp`; `onChange` fires either way.
 */
export function useControllableState<V>(
  prop: V | undefined,
  defaultProp: V,
  onChange?: (value: V) => void,
): [V, (next: V) => void] {
  const [inner, setInner] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : inner;
  const latest = useRef({ value, onChange, controlled });
  latest.current = { value, onChange, controlled };
  const set = useCallback((next: V) => {
    const l = latest.current;
    if (Object.is(next, l.value)) return;
    l.value = next;
    if (!l.controlled) setInner(next);
    l.onChange?.(next);
  }, []);
  return [value, set];
}
