import { divIcon, type LeafletKeyboardEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { toLatLng, type GeoPoint } from './geo-map.tsx';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

// Leaflet's stylesheet is unlayered and sets `display: block` on marker icons, so the pill is
// centred with its line height rather than with flex.
/** Visual variants of {@link GeoMapMarker}: `tone` (meaning, e.g. a unit's status). */
const markerVariants = cva(
  'overflow-hidden rounded-full border-2 border-card px-2 text-center text-xs leading-6 font-semibold whitespace-nowrap shadow-card outline-none focus-visible:ring-4 focus-visible:ring-ring',
  {
    variants: {
      tone: {
        primary: 'bg-primary text-primary-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        danger: 'bg-danger text-danger-foreground',
        muted: 'bg-secondary text-secondary-foreground',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

/** Props of {@link GeoMapMarker}. */
export type GeoMapMarkerProps = {
  /** Where the marker stands. */
  position: GeoPoint;
  /** Short visible text, which is also its accessible name (e.g. the unit's economic number). */
  label: string;
  /** Longer text shown on hover (the `title`), e.g. plate and status. */
  description?: string;
  /** The tone of the pill. @default 'primary' */
  tone?: 'primary' | 'success' | 'warning' | 'danger' | 'muted';
  /** Drawn ringed and above the others, `aria-pressed="true"`. @default false */
  selected?: boolean;
  /**
   * Called on click, Enter or Space. With it the marker is a button in the tab order; without it
   * the marker is decoration.
   */
  onSelect?: () => void;
};

const markerHeight = 28;

/**
 * A labelled pill on the map (Leaflet marker with an HTML icon; no image files). Interactive
 * markers are `role="button"` elements reachable with Tab; state in `data-selected` and
 * `aria-pressed`.
 */
function GeoMapMarker({
  position,
  label,
  description,
  tone,
  selected = false,
  onSelect,
}: GeoMapMarkerProps) {
  const ref = useRef<LeafletMarker | null>(null);
  const interactive = Boolean(onSelect);
  const icon = useMemo(() => {
    // The icon element itself is the pill (and, when interactive, the button): sized to its text.
    const width = Math.max(48, Math.ceil(label.length * 7.5) + 24);
    return divIcon({
      className: cn(markerVariants({ tone }), selected && 'ring-4 ring-ring'),
      iconSize: [width, markerHeight],
      iconAnchor: [width / 2, markerHeight / 2],
      html: escapeHtml(label),
    });
  }, [label, tone, selected]);
  const select = useRef(onSelect);
  select.current = onSelect;
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.dataset.slot = 'geo-map-marker';
    element.dataset.selected = String(selected);
    if (interactive) element.setAttribute('aria-pressed', String(selected));
  }, [icon, interactive, selected]);
  return (
    <Marker
      ref={ref}
      position={toLatLng(position)}
      icon={icon}
      title={description ?? ''}
      keyboard={interactive}
      interactive={interactive}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={
        interactive
          ? {
              click: () => select.current?.(),
              keydown: (event: LeafletKeyboardEvent) => {
                const key = event.originalEvent.key;
                if (key !== 'Enter' && key !== ' ') return;
                event.originalEvent.preventDefault();
                select.current?.();
              },
            }
          : {}
      }
    />
  );
}

/** Props of {@link GeoMapTrack}. */
export type GeoMapTrackProps = {
  /** The line's points, in order (a unit's fixes, a route's stops). */
  points: readonly GeoPoint[];
  /** `solid` for a travelled track, `dashed` for a planned route. @default 'solid' */
  variant?: 'solid' | 'dashed';
};

/** A line through `points` (an SVG path, not interactive); nothing with fewer than two points. */
function GeoMapTrack({ points, variant = 'solid' }: GeoMapTrackProps) {
  if (points.length < 2) return null;
  return (
    <Polyline
      positions={points.map(toLatLng)}
      interactive={false}
      // A class, not `color`: theme tokens only; Leaflet applies it when it creates the path.
      className={variant === 'dashed' ? 'stroke-muted-foreground' : 'stroke-primary'}
      pathOptions={{
        weight: variant === 'dashed' ? 3 : 4,
        opacity: 0.85,
        ...(variant === 'dashed' ? { dashArray: '6 8' } : {}),
      }}
    />
  );
}

/** Props of {@link GeoMapStop}. */
export type GeoMapStopProps = {
  /** Where the stop is. */
  position: GeoPoint;
  /** Its place in the route, from 1 (drawn in the circle). */
  order: number;
  /** Its name, read by screen readers ('Parada 1: Plaza Mayor'). */
  name: string;
};

/** A numbered circle for a route's stop (decoration: list the stops beside the map too). */
function GeoMapStop({ position, order, name }: GeoMapStopProps) {
  const icon = useMemo(
    () =>
      divIcon({
        className: '',
        iconSize: [24, 24],
        iconAnchor: [12, 12],
        html: `<span data-slot="geo-map-stop" class="flex size-6 items-center justify-center rounded-full border-2 border-primary bg-card text-xs font-bold text-foreground"><span aria-hidden="true">${order}</span><span class="sr-only">${escapeHtml(
          formatMessage(uiMessages.map.stop, { order, name }),
        )}</span></span>`,
      }),
    [order, name],
  );
  return <Marker position={toLatLng(position)} icon={icon} interactive={false} keyboard={false} />;
}

export { GeoMapMarker, GeoMapStop, GeoMapTrack, markerVariants };
