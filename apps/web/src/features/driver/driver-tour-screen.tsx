/**
 * One tour of the driver's day (docs/decisions/0018-fleet-at-work.md): start and finish it (which starts and stops sharing
 * the position; finishing asks first, naming the passengers not boarded) and mark who boarded. Every change is made on the device first and sent through
 * the outbox, so the page works offline (docs/decisions/0017-fleet-map.md).
 */
import { listTourPassengersQueryOptions } from '@jornada/api-client';
import { tourStatusLabels } from '@jornada/api-client/enum-labels';
import { Badge, Button } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Flag, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { driverMessages } from './driver-messages.ts';
import { paths } from '../../paths.ts';
import { changeTourStatus, markPassenger } from './driver-day.ts';
import { DriverStatusBar } from './driver-status-bar.tsx';
import { FinishTourDialog } from './finish-tour-dialog.tsx';
import { tourTone } from './driver-workday-screen.tsx';
import { timeOfDay } from './format.ts';
import { PassengerList } from './passenger-list.tsx';
import { useDriverDay } from './use-driver-day.ts';

const m = driverMessages.driver;

/** The tour `tourId` of the driver's day. */
export function DriverTourScreen({ tourId }: { tourId: number }) {
  const { context, workday, outbox, pending, online, sharing } = useDriverDay();
  const passengers = useQuery(listTourPassengersQueryOptions(context.api, tourId));
  const tour = workday.data?.tours.find((t) => t.id === tourId) ?? null;
  const [confirming, setConfirming] = useState(false);
  const back = (
    <Link
      to={paths.myWork.href()}
      className="flex w-fit items-center gap-2 rounded-md py-2 text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
  if (!tour) {
    return (
      <div className="grid max-w-3xl gap-4">
        {back}
        <DriverStatusBar online={online} pending={pending} sharing={sharing} />
        {workday.data || workday.isError || !online ? <p>{m.tourNotFound}</p> : null}
      </div>
    );
  }
  const list = passengers.data ?? [];
  const boarded = list.filter((p) => p.boarded).length;
  const final = tour.status === 'finalizado' || tour.status === 'cancelado';
  return (
    <div className="grid max-w-3xl gap-5">
      {back}
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.tourTitle(tour.route.name)}</h1>
        <p>{m.unit(tour.unit.economic_number, tour.unit.plate)}</p>
        <p className="text-muted-foreground">
          {m.departure(timeOfDay(tour.scheduled_departure_at))}
        </p>
        {/* A status region: starting or finishing is announced. */}
        <p role="status">
          <Badge variant={tourTone[tour.status]}>{tourStatusLabels[tour.status]}</Badge>
        </p>
      </div>
      <DriverStatusBar online={online} pending={pending} sharing={sharing} />
      {tour.next_statuses.includes('en_curso') ? (
        <Button
          size="lg"
          className="w-full sm:w-fit"
          onClick={() => changeTourStatus(context, outbox, tour, 'en_curso')}
        >
          <Play aria-hidden="true" />
          {m.start}
        </Button>
      ) : null}
      {tour.next_statuses.includes('finalizado') ? (
        <Button
          size="lg"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => setConfirming(true)}
        >
          <Flag aria-hidden="true" />
          {m.finish}
        </Button>
      ) : null}
      <FinishTourDialog
        open={confirming}
        onOpenChange={setConfirming}
        route={tour.route.name}
        notBoarded={list.length - boarded}
        onConfirm={() => changeTourStatus(context, outbox, tour, 'finalizado')}
      />
      <section aria-labelledby="pasajeros" className="grid gap-3">
        <h2 id="pasajeros" className="text-xl font-semibold">
          {m.passengersHeading}{' '}
          <span className="text-base font-normal text-muted-foreground">
            ({m.boardedOf(boarded, list.length)})
          </span>
        </h2>
        {passengers.isError && !passengers.data ? (
          <p role="alert">{m.passengersError}</p>
        ) : (
          <PassengerList
            passengers={list}
            disabled={final}
            onMark={(passenger, value) => markPassenger(context, outbox, passenger, value)}
          />
        )}
      </section>
    </div>
  );
}
