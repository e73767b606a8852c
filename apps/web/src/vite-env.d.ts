/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the main API; '' = same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Origin of the job-portal API when it is served apart. */
  readonly VITE_JOBS_API_ORIGIN?: string;
  /** Public search key sent with search calls. */
  readonly VITE_SEARCH_KEY?: string;
  /** `production` unless told otherwise (launch mode). */
  readonly VITE_APP_ENV?: string;
  /** Hosts that server redirect rules may send the page to (comma-separated). */
  readonly VITE_REDIRECT_HOSTS?: string;
  /** Websocket host of the real-time socket; default: this origin. */
  readonly VITE_REALTIME_URL?: string;
  /** Sentry DSN; error reporting is off without it. */
  readonly VITE_SENTRY_DSN?: string;
  /** Session-recording (PostHog) project key; recording is off without it and outside production. */
  readonly VITE_SESSION_RECORDING_KEY?: string;
  /** Map tiles: a `{z}/{x}/{y}` URL template (docs/decisions/0017-fleet-map.md). @default OpenStreetMap's standard tiles */
  readonly VITE_MAP_TILE_URL?: string;
  /** Attribution (HTML) the tile source requires. @default '© OpenStreetMap' linked to its copyright page */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
  /** Session-recording API host. */
  readonly VITE_SESSION_RECORDING_HOST?: string;
}
