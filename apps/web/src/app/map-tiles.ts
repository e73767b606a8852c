/**
 * The map tile source of this build (docs/decisions/0017-fleet-map.md): `VITE_MAP_TILE_URL` and
 * `VITE_MAP_TILE_ATTRIBUTION`, else OpenStreetMap's standard tiles with their attribution. The
 * API allows the same origin in its Content-Security-Policy.
 */
import { openStreetMapTiles, type GeoMapTiles } from '@jornada/ui/map';

/** The configured tile source. */
export function mapTiles(): GeoMapTiles {
  const url = import.meta.env.VITE_MAP_TILE_URL;
  if (!url) return openStreetMapTiles;
  return {
    url,
    attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? openStreetMapTiles.attribution,
  };
}
