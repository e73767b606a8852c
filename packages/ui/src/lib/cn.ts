import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts so that a caller's
 * `className` (passed last) wins over a component's defaults.
 *
 * @param inputs - class strings, arrays or `{ class: condition }` maps (clsx syntax).
 * @returns one class string.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
