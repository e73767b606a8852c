/**
 * @jornada/ui/map: a slippy map and its layers (Leaflet through react-leaflet,
 * docs/decisions/0017-fleet-map.md). A subpath of its own, so that apps which never show a map
 * do not load Leaflet.
 */
export {
  GeoMap,
  GeoMapFollow,
  openStreetMapTiles,
  toLatLng,
  type GeoMapFollowProps,
  type GeoMapProps,
  type GeoMapTiles,
  type GeoPoint,
} from './geo-map.tsx';
export {
  GeoMapMarker,
  GeoMapStop,
  GeoMapTrack,
  markerVariants,
  type GeoMapMarkerProps,
  type GeoMapStopProps,
  type GeoMapTrackProps,
} from './geo-map-layers.tsx';
