/**
 * A tour's manifest (`listTourPassengers`, ceiba): each passenger, whether they boarded, when and
 * at which stop, as the driver's list marked it (decision 38).
 */
import { listTourPassengersQueryOptions } from '@jornada/api-client';
import {
  Badge,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.tours;
const time = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' });

/** The passenger list of tour `tourId`. */
export function TourPassengers({ tourId }: { tourId: number }) {
  const { api } = useAppContext();
  const passengers = useQuery(listTourPassengersQueryOptions(api, tourId));
  if (passengers.isPending) return <Skeleton className="h-24 w-full" />;
  if (passengers.isError)
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-2 rounded-md border border-danger p-4"
      >
        <p className="font-medium">{m.passengersError}</p>
        <Button variant="outline" size="sm" onClick={() => void passengers.refetch()}>
          {messages.workspace.retry}
        </Button>
      </div>
    );
  if (passengers.data.length === 0)
    return <p className="text-muted-foreground">{m.noPassengers}</p>;
  return (
    <Table>
      <TableCaption className="sr-only">{m.passengerList}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{m.passengerName}</TableHead>
          <TableHead>{m.boardedState}</TableHead>
          <TableHead>{m.boardedAt}</TableHead>
          <TableHead>{m.boardingStop}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {passengers.data.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="font-medium">{p.name}</TableCell>
            <TableCell label={m.boardedState}>
              {p.boarded ? (
                <Badge variant="success">{m.boardedYes}</Badge>
              ) : (
                <Badge variant="outline">{m.boardedNo}</Badge>
              )}
            </TableCell>
            <TableCell label={m.boardedAt}>
              {p.boarded_at ? time.format(new Date(p.boarded_at)) : m.unknown}
            </TableCell>
            <TableCell label={m.boardingStop}>{p.boarding_stop ?? m.unknown}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
