/**
 * A shift's colour as a small square beside its name (decorative: the name says which shift it
 * is); a shift without a colour shows an outlined square.
 */
import { cn } from '@jornada/ui';
import { safeColor } from './shift-colors.ts';

/** The swatch of `color` ('#RRGGBB' or null). */
export function ColorSwatch({ color, className }: { color: string | null; className?: string }) {
  const safe = safeColor(color);
  return (
    <span
      aria-hidden="true"
      data-slot="color-swatch"
      className={cn(
        'inline-block size-3 shrink-0 rounded-sm border border-border forced-color-adjust-none',
        className,
      )}
      style={safe ? { backgroundColor: safe, borderColor: safe } : undefined}
    />
  );
}
