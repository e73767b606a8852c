import type * as React from 'react';

/** What the key handler needs from the root. */
export interface KeyboardApi<R> {
  open: boolean;
  setOpen: (open: boolean) => void;
  rows: readonly R[];
  active: number;
  /** Index of the next selectable row from `from` in direction `dir`, or -1. */
  step: (from: number, dir: 1 | -1) => number;
  /** Moves the active row as a keyboard move (arms the Tab rule). */
  move: (to: number) => void;
  choose: (row: R | undefined, how: 'Tab' | 'Enter') => void;
  /** Removes the last value (Backspace on an empty search). */
  removeLast: () => void;
  canRemoveLast: boolean;
}

/** Keys of the APG 1.2 combobox with a listbox popup. */
export function handleComboboxKey<R>(e: React.KeyboardEvent, k: KeyboardApi<R>): void {
  const last = () => k.step(k.rows.length - 1, -1);
  switch (e.key) {
    case 'ArrowDown':
      e.preventDefault();
      if (!k.open) k.setOpen(true);
      else k.move(k.active < 0 ? k.step(0, 1) : k.step(k.active + 1, 1));
      break;
    case 'ArrowUp':
      e.preventDefault();
      if (!k.open) k.setOpen(true);
      else k.move(k.active < 0 ? last() : k.step(k.active - 1, -1));
      break;
    case 'Home':
    case 'End':
      if (!k.open) return;
      e.preventDefault();
      k.move(e.key === 'Home' ? k.step(0, 1) : last());
      break;
    case 'Enter':
      e.preventDefault();
      if (!k.open) k.setOpen(true);
      else k.choose(k.rows[k.active], 'Enter');
      break;
    case 'Escape':
      if (!k.open) return;
      e.preventDefault();
      k.setOpen(false);
      break;
    case 'Tab':
      if (!k.open) return;
      k.choose(k.rows[k.active], 'Tab');
      k.setOpen(false);
      break;
    case 'Backspace':
      if (k.canRemoveLast) k.removeLast();
      break;
  }
}
