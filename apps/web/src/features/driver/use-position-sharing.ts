/**
 * Sharing the unit's position while the driver's tour is `en_curso` (decision 38,
 * docs/decisions/0017-fleet-map.md): `navigator.geolocation.watchPosition` while a driver page is
 * open, a fix passed on when it is at least {@link minIntervalMs} and {@link minDistanceM} from
 * the last one passed on, or {@link heartbeatMs} after it (a stopped unit still says where it
 * is).
 */
import type { components } from '@jornada/api-client';
import { useEffect, useRef, useState } from 'react';

type UnitPositionInput = components['schemas']['UnitPositionInput'];

/** `off` (no tour running), `waiting` (no fix yet), `on`, `denied`, `unavailable`, `unsupported`. */
export type SharingState = 'off' | 'waiting' | 'on' | 'denied' | 'unavailable' | 'unsupported';

/** Shortest time between two fixes sent, in ms. */
export const minIntervalMs = 10_000;
/** Shortest distance between two fixes sent, in metres. */
export const minDistanceM = 25;
/** Longest time without sending while the tour runs, in ms. */
export const heartbeatMs = 60_000;

/** Great-circle distance between two points, in metres (haversine). */
export function distanceM(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** Whether `next` is worth sending after `last` (see the module's rule). */
export function shouldSend(last: UnitPositionInput | null, next: UnitPositionInput): boolean {
  if (!last) return true;
  const elapsed = Date.parse(next.recorded_at) - Date.parse(last.recorded_at);
  if (elapsed >= heartbeatMs) return true;
  return elapsed >= minIntervalMs && distanceM(last, next) >= minDistanceM;
}

/** A browser fix as the contract's `UnitPositionInput` (speed m/s → km/h). */
export function toPositionInput(position: GeolocationPosition): UnitPositionInput {
  const { latitude, longitude, speed, heading, accuracy } = position.coords;
  const valid = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);
  const kmh = valid(speed);
  return {
    latitude,
    longitude,
    speed_kmh: kmh === null ? null : Math.min(400, Math.max(0, kmh * 3.6)),
    heading: valid(heading),
    accuracy_m: valid(accuracy),
    recorded_at: new Date(position.timestamp).toISOString(),
  };
}

/**
 * Watches the device's position while `active` and passes each fix worth sending to `onFix`.
 * @returns the sharing state, for the screen to say.
 */
export function usePositionSharing(
  active: boolean,
  onFix: (fix: UnitPositionInput) => void,
): SharingState {
  const [state, setState] = useState<SharingState>('off');
  const last = useRef<UnitPositionInput | null>(null);
  const handler = useRef(onFix);
  handler.current = onFix;
  useEffect(() => {
    if (!active) {
      setState('off');
      return;
    }
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('waiting');
    const id = navigator.geolocation.watchPosition(
      (position) => {
        setState('on');
        const fix = toPositionInput(position);
        if (!shouldSend(last.current, fix)) return;
        last.current = fix;
        handler.current(fix);
      },
      // 1 is PERMISSION_DENIED (GeolocationPositionError).
      (error) => setState(error.code === 1 ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  }, [active]);
  return state;
}
