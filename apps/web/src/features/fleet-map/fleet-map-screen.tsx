/**
 * The fleet map (docs/decisions/0017-fleet-map.md): the company's units as markers
 * on a map beside an accessible table of the same units, both live over the socket. Following a
 * unit (its button in the table, or its marker) pans the map to each new fix, draws its track of
 * the day and announces its updates politely.
 */
import {
  listCompanyUnitLocationsQueryOptions,
  listUnitTrackQueryOptions,
} from '@jornada/api-client';
import { Button, EmptyState } from '@jornada/ui';
import { GeoMap, GeoMapFollow, GeoMapMarker, GeoMapTrack, type GeoPoint } from '@jornada/ui/map';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { mapTiles } from '../../app/map-tiles.ts';
import { messages } from '../../messages/messages.ts';
import { FollowAnnouncer } from './follow-announcer.tsx';
import { todayInMexicoCity } from './time.ts';
import { type statusTone, UnitLocationTable } from './unit-location-table.tsx';
import { useLiveUnitPositions } from './use-live-unit-positions.ts';

const m = messages.fleetMap;
const unitStatuses = messages.units.statuses;

/** Where the map looks when no unit has a position: Mexico as a whole. */
const mexico: GeoPoint = { latitude: 23.6, longitude: -102.5 };

const markerTone = {
  disponible: 'primary',
  en_ruta: 'success',
  en_mantenimiento: 'warning',
  fuera_de_servicio: 'muted',
} as const satisfies Record<keyof typeof statusTone, string>;

/** The fleet map of company `companyId`. */
export function FleetMapScreen({ companyId }: { companyId: number }) {
  const { api } = useAppContext();
  const list = useQuery(listCompanyUnitLocationsQueryOptions(api, companyId));
  useLiveUnitPositions(companyId);
  const [followedId, setFollowedId] = useState<number | null>(null);
  const today = todayInMexicoCity();
  const track = useQuery({
    ...listUnitTrackQueryOptions(api, followedId ?? 0, { date: today }),
    enabled: followedId !== null,
  });
  const locations = list.data ?? [];
  const followed = locations.find((location) => location.unit.id === followedId) ?? null;
  const positioned = locations.flatMap((location) =>
    location.position ? [{ ...location, position: location.position }] : [],
  );
  const toggle = (unitId: number) => setFollowedId((id) => (id === unitId ? null : unitId));

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      {list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{m.error}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : list.isPending ? null : locations.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,32rem)]">
          <GeoMap
            label={m.mapLabel}
            tiles={mapTiles()}
            center={positioned[0]?.position ?? mexico}
            zoom={positioned.length ? 13 : 5}
            bounds={positioned.map((location) => location.position)}
            className="h-[60vh] min-h-80"
          >
            {followed && track.data ? <GeoMapTrack points={track.data} /> : null}
            {positioned.map(({ unit, status, position }) => (
              <GeoMapMarker
                key={unit.id}
                position={position}
                label={unit.economic_number}
                description={`${unit.plate}${status ? ` · ${unitStatuses[status]}` : ''}`}
                tone={status ? markerTone[status] : 'primary'}
                selected={unit.id === followedId}
                onSelect={() => toggle(unit.id)}
              />
            ))}
            <GeoMapFollow position={followed?.position ?? null} />
          </GeoMap>
          <div className="grid content-start gap-3">
            {followed ? (
              <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
                <p>{m.followingHint(followed.unit.economic_number, track.data?.length ?? 0)}</p>
                <Button variant="outline" size="sm" onClick={() => setFollowedId(null)}>
                  {m.stopFollowing}
                </Button>
              </div>
            ) : null}
            <UnitLocationTable
              locations={locations}
              followedId={followedId}
              onToggleFollow={toggle}
            />
          </div>
        </div>
      )}
      <FollowAnnouncer followed={followed} />
    </div>
  );
}
