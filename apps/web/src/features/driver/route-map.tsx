/**
 * A route's stops on a map, in order, joined by a dashed track (the driver's workday; its module
 * loads when the driver scrolls near it).
 */
import type { components } from '@jornada/api-client';
import { GeoMap, GeoMapStop, GeoMapTrack } from '@jornada/ui/map';
import { mapTiles } from '../../app/map-tiles.ts';

/** Props of {@link RouteMap}. */
export interface RouteMapProps {
  /** The map's accessible name. */
  label: string;
  /** The stops, sorted by `order`; at least one. */
  stops: components['schemas']['Route']['stops'];
  /** Classes of the map's box (its height). */
  className?: string;
}

/** The map of a route's stops, framed to fit them all. */
export function RouteMap({ label, stops, className }: RouteMapProps) {
  const points = stops.map((stop) => stop.location);
  return (
    <GeoMap
      label={label}
      tiles={mapTiles()}
      center={points[0]!}
      bounds={points}
      {...(className ? { className } : {})}
    >
      <GeoMapTrack points={points} variant="dashed" />
      {stops.map((stop) => (
        <GeoMapStop key={stop.order} position={stop.location} order={stop.order} name={stop.name} />
      ))}
    </GeoMap>
  );
}
