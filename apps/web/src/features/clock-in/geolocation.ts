/**
 * One position for a check (decision 39): `navigator.geolocation.getCurrentPosition` with high
 * accuracy, waiting at most {@link locationTimeoutMs}. A check goes out without coordinates when
 * there is none; the server decides (422 when the company requires them).
 */

/** Coordinates sent with a check, in decimal degrees (WGS 84). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Why there are no coordinates. */
export type LocationProblem = 'denied' | 'unavailable' | 'unsupported';

/** A position or the reason there is none. */
export type LocationResult = { coords: Coordinates } | { problem: LocationProblem };

/** Longest wait for a fix, in ms. */
export const locationTimeoutMs = 10_000;

/** A fix no older than this is good enough, in ms. */
export const locationMaxAgeMs = 30_000;

/** Asks the device for its position once; never rejects. */
export function currentPosition(): Promise<LocationResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve({ problem: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          coords: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          },
        }),
      // 1 is PERMISSION_DENIED (GeolocationPositionError).
      (error) => resolve({ problem: error.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: locationTimeoutMs, maximumAge: locationMaxAgeMs },
    );
  });
}
