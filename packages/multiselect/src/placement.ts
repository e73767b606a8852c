/** Where the popup goes and how tall it may be. */
export interface Placement {
  side: 'top' | 'bottom';
  height: number;
}

/**
 * Opens below unless there is more room above; the height is cut to keep
 * `margin` px to the viewport edge (vue-multiselect `adjustPosition`).
 */
export function choosePlacement(
  rect: { top: number; bottom: number },
  viewportHeight: number,
  direction: 'auto' | 'above' | 'below',
  maxHeight: number,
  minHeight: number,
  margin: number,
): Placement {
  const above = rect.top;
  const below = viewportHeight - rect.bottom;
  const down =
    direction === 'below' || (direction !== 'above' && (below > maxHeight || below >= above));
  const room = (down ? below : above) - margin;
  return { side: down ? 'bottom' : 'top', height: Math.max(minHeight, Math.min(room, maxHeight)) };
}
