import 'leaflet/dist/leaflet.css';
import { latLngBounds, type LatLngTuple } from 'leaflet';
import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { AttributionControl, MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';

/** WGS 84 coordinates in decimal degrees (the contract's `GeoPoint`). */
export interface GeoPoint {
  /** Degrees north, -90 to 90. */
  latitude: number;
  /** Degrees east, -180 to 180. */
  longitude: number;
}

/** A raster tile source: a `{z}/{x}/{y}` URL template and the attribution its licence requires. */
export interface GeoMapTiles {
  /** URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`), e.g. OpenStreetMap's. */
  url: string;
  /** HTML shown in the map's corner, e.g. `© OpenStreetMap`; required by most tile licences. */
  attribution: string;
  /** Deepest zoom the source serves. @default 19 */
  maxZoom?: number;
}

/** OpenStreetMap's standard tiles, with the attribution its tile usage policy requires. */
export const openStreetMapTiles: GeoMapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  maxZoom: 19,
};

/** A Leaflet `[lat, lng]` pair of a {@link GeoPoint}. */
export function toLatLng(point: GeoPoint): LatLngTuple {
  return [point.latitude, point.longitude];
}

/** Props of {@link GeoMap}. */
export type GeoMapProps = {
  /** Accessible name of the map's region, e.g. 'Mapa de la flotilla'. @default 'Mapa' */
  label?: string;
  /** The tile source; null draws no tiles (markers and lines only). @default openStreetMapTiles */
  tiles?: GeoMapTiles | null;
  /** Where the map first looks when `bounds` has fewer than two points. */
  center: GeoPoint;
  /** First zoom level (0 world to 19 street), with `center`. @default 13 */
  zoom?: number;
  /** Points the first view fits (two or more); wins over `center` and `zoom`. */
  bounds?: readonly GeoPoint[];
  /** Classes of the region; give it a height (the map fills it). @default 'h-80' */
  className?: string;
  /** Layers: {@link GeoMapMarker}, {@link GeoMapTrack}, {@link GeoMapStop}, {@link GeoMapFollow}. */
  children?: React.ReactNode;
};

/**
 * A slippy map (Leaflet through react-leaflet; docs/decisions/0017-fleet-map.md) in a labelled
 * region, with Spanish zoom buttons and the tile source's attribution. It renders without WebGL,
 * so it works in headless browsers and tests; the view is set once, then the layers move it
 * ({@link GeoMapFollow}). The keyboard pans (arrows) and zooms (+/-) once the map has focus;
 * interactive markers are buttons in the tab order.
 */
function GeoMap({
  label = uiMessages.map.label,
  tiles = openStreetMapTiles,
  center,
  zoom = 13,
  bounds,
  className,
  children,
}: GeoMapProps) {
  const fit = bounds && bounds.length >= 2 ? latLngBounds(bounds.map(toLatLng)) : undefined;
  return (
    <div
      role="region"
      aria-label={label}
      data-slot="geo-map"
      className={cn('relative isolate h-80 overflow-hidden rounded-lg border', className)}
    >
      <MapContainer
        center={toLatLng(center)}
        zoom={zoom}
        {...(fit ? { bounds: fit, boundsOptions: { padding: [32, 32], maxZoom: 16 } } : {})}
        zoomControl={false}
        attributionControl={false}
        className="size-full bg-muted"
      >
        {tiles ? (
          <TileLayer
            url={tiles.url}
            attribution={tiles.attribution}
            maxZoom={tiles.maxZoom ?? 19}
          />
        ) : null}
        <ZoomControl
          position="topright"
          zoomInTitle={uiMessages.map.zoomIn}
          zoomOutTitle={uiMessages.map.zoomOut}
        />
        <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
        <FollowContainerSize />
        {children}
      </MapContainer>
    </div>
  );
}

// Leaflet measures its container once; a container laid out later (a lazy route, a sheet, a
// rotated phone) would leave the centre off by half the difference.
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/** Props of {@link GeoMapFollow}. */
export type GeoMapFollowProps = {
  /** The point to keep in view; the map pans whenever it changes. Nothing happens while null. */
  position: GeoPoint | null;
  /** Zoom level to come at least to when following starts. @default 15 */
  minZoom?: number;
};

/**
 * Keeps `position` in view: zooms in to `minZoom` when following starts and pans (animated) to
 * each new position. Renders nothing.
 */
function GeoMapFollow({ position, minZoom = 15 }: GeoMapFollowProps) {
  const map = useMap();
  const following = useRef(false);
  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) {
      following.current = false;
      return;
    }
    // Not animated: an animated zoom would swallow the pans that follow it at once.
    if (!following.current && map.getZoom() < minZoom)
      map.setView([latitude, longitude], minZoom, { animate: false });
    else map.panTo([latitude, longitude]);
    following.current = true;
  }, [map, latitude, longitude, minZoom]);
  return null;
}

export { GeoMap, GeoMapFollow };
