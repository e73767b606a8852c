/**
 * A container's locations: the recorded positions on a map (those
 * with coordinates, joined by a dashed track) and as a table, newest first, a page at a time
 * (`page` is sent only when it is not 1, as the spec asks), and 'Registrar ubicación'
 * (location-sheet.tsx).
 */
import { listContainerLocationsQueryOptions, type components } from '@jornada/api-client';
import {
  Button,
  Card,
  formatDateTime,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@jornada/ui';
import { GeoMap, GeoMapMarker, GeoMapTrack, type GeoPoint } from '@jornada/ui/map';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { mapTiles } from '../../app/map-tiles.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { LocationSheet } from './location-sheet.tsx';

type Container = components['schemas']['Container'];
type ContainerLocation = components['schemas']['ContainerLocation'];

const m = containerMessages.locations;

/** The `listContainerLocations` parameters of a page: none for the first. */
export function locationPageParams(page: number) {
  return page === 1 ? {} : { page };
}

function pointOf(location: ContainerLocation): GeoPoint | null {
  return location.latitude !== null && location.longitude !== null
    ? { latitude: location.latitude, longitude: location.longitude }
    : null;
}

/** The locations section of a container's page. */
export function ContainerLocations({
  companyId,
  container,
}: {
  companyId: number;
  container: Container;
}) {
  const { api } = useAppContext();
  const [page, setPage] = useState(1);
  const locations = useQuery(
    listContainerLocationsQueryOptions(api, container.id, locationPageParams(page)),
  );
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const rows = locations.data?.data ?? [];
  const lastPage = locations.data?.meta.last_page ?? 1;
  const points = rows.flatMap((row) => {
    const point = pointOf(row);
    return point ? [{ row, point }] : [];
  });
  return (
    <Card className="grid gap-4 p-5" aria-labelledby="container-locations-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="container-locations-heading" className="text-lg font-semibold">
          {m.heading}
        </h2>
        <Button variant="outline" onClick={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}>
          <Plus aria-hidden="true" />
          {m.add}
        </Button>
      </div>
      {points.length ? (
        <GeoMap
          label={m.map(container.number)}
          tiles={mapTiles()}
          center={points[0]!.point}
          bounds={points.map(({ point }) => point)}
          className="h-64"
        >
          <GeoMapTrack points={points.map(({ point }) => point)} variant="dashed" />
          {points.map(({ row, point }, index) => (
            <GeoMapMarker
              key={row.id}
              position={point}
              label={row.terminal?.name ?? row.description ?? m.coordinates}
              description={formatDateTime(row.recorded_at)}
              tone={index === 0 ? 'primary' : 'muted'}
            />
          ))}
        </GeoMap>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{locations.isPending ? '…' : m.empty}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{m.caption(container.number)}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{m.recordedAt}</TableHead>
              <TableHead>{m.terminal}</TableHead>
              <TableHead>{m.description}</TableHead>
              <TableHead>{m.coordinates}</TableHead>
              <TableHead>{m.source}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{formatDateTime(row.recorded_at)}</TableCell>
                <TableCell label={m.terminal}>{row.terminal?.name ?? m.noTerminal}</TableCell>
                <TableCell label={m.description}>{row.description ?? '—'}</TableCell>
                <TableCell label={m.coordinates}>
                  {row.latitude !== null && row.longitude !== null
                    ? `${row.latitude.toFixed(4)}, ${row.longitude.toFixed(4)}`
                    : '—'}
                </TableCell>
                <TableCell label={m.source}>{m.sources[row.source]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {lastPage > 1 ? (
        <nav aria-label={m.pages} className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {m.newer}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            {m.older}
          </Button>
        </nav>
      ) : null}
      <LocationSheet
        key={sheet.key}
        companyId={companyId}
        containerId={container.id}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </Card>
  );
}
