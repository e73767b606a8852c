/**
 * Joins truthy class names with a space (a tiny stand-in for clsx; the
 * calendar has no runtime dependencies). The caller's `className` goes last.
 */
export function cn(...parts: Array<string | false | null | undefined>): string {
  let out = '';
  for (const p of parts) if (p) out = out ? `${out} ${p}` : p;
  return out;
}
