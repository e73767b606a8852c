/**
 * Live positions (decision 38, `unit.position` over the socket): each pushed fix replaces its
 * unit's row in the cached `listCompanyUnitLocations` answer and is appended to the unit's
 * cached track of the day, so the map and the list move without a refetch. When the socket opens
 * again after a cut, the list is refetched (fixes may have been missed); a fix pushed while the
 * list is being fetched is applied again on its answer, which may be older than the fix.
 */
import {
  listCompanyUnitLocationsQueryOptions,
  unitsKeys,
  type components,
  type UnitPositionPayload,
} from '@jornada/api-client';
import { hashKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { todayInMexicoCity } from './time.ts';

type UnitLocation = components['schemas']['UnitLocation'];
type UnitPosition = components['schemas']['UnitPosition'];

/** The list with `event` applied: the unit's row replaced (or added), an older fix ignored. */
export function applyUnitPosition(
  locations: UnitLocation[],
  event: UnitPositionPayload,
): UnitLocation[] {
  const next: UnitLocation = { unit: event.unit, status: event.status, position: event.position };
  const index = locations.findIndex((location) => location.unit.id === event.unit.id);
  if (index < 0) return [...locations, next];
  const known = locations[index]!.position;
  if (known && Date.parse(known.recorded_at) > Date.parse(event.position.recorded_at))
    return locations;
  return locations.map((location, i) => (i === index ? next : location));
}

/**
 * The track with `fix` in its place by time (a fix queued offline arrives late), or unchanged
 * when it is already there.
 */
export function withFix(track: UnitPosition[], fix: UnitPosition): UnitPosition[] {
  if (track.some((known) => known.recorded_at === fix.recorded_at)) return track;
  return [...track, fix].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
}

/** Keeps the fleet map of `companyId` live while mounted. */
export function useLiveUnitPositions(companyId: number): void {
  const { api, queryClient, realtime } = useAppContext();
  useEffect(() => {
    if (!realtime) return;
    const listKey = listCompanyUnitLocationsQueryOptions(api, companyId).queryKey;
    const listHash = hashKey(listKey);
    // Fixes pushed while the list was being fetched: its answer may predate them, so they are
    // applied again on it when it lands (applying a fix twice changes nothing).
    let late: UnitPositionPayload[] = [];
    const stopFetches = queryClient.getQueryCache().subscribe((cacheEvent) => {
      if (late.length === 0 || cacheEvent.type !== 'updated') return;
      if (cacheEvent.query.queryHash !== listHash) return;
      const { action } = cacheEvent;
      if (action.type === 'error') late = [];
      if (action.type !== 'success' || action.manual) return;
      const fixes = late;
      late = [];
      queryClient.setQueryData(listKey, (old) =>
        old ? fixes.reduce(applyUnitPosition, old) : old,
      );
    });
    const stopPositions = realtime.subscribe('unit.position', (event) => {
      if (event.company_id !== companyId) return;
      queryClient.setQueryData(listKey, (old) => (old ? applyUnitPosition(old, event) : old));
      if (queryClient.isFetching({ queryKey: listKey, exact: true }) > 0) late.push(event);
      queryClient.setQueryData<UnitPosition[]>(
        unitsKeys.listUnitTrack(event.unit.id, { date: todayInMexicoCity() }),
        (old) => (old ? withFix(old, event.position) : old),
      );
    });
    const stopOpen = realtime.onOpen(
      () => void queryClient.invalidateQueries({ queryKey: listKey }),
    );
    return () => {
      stopFetches();
      stopPositions();
      stopOpen();
    };
  }, [api, companyId, queryClient, realtime]);
}
