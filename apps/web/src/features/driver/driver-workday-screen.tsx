/**
 * The driver's /mi-trabajo (docs/decisions/0018-fleet-at-work.md): my unit(s), my route(s) with their stops on a map,
 * today's tours (each opens its passenger list) and my open revision orders (read only). Works
 * offline once visited (docs/decisions/0017-fleet-map.md).
 */
import type { components } from '@jornada/api-client';
import {
  revisionOrderStatusLabels,
  tourStatusLabels,
  unitStatusLabels,
} from '@jornada/api-client/enum-labels';
import { Badge, Button, Card } from '@jornada/ui';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { lazyWhenVisible } from '../../app/lazy-when-visible.tsx';
import { driverMessages } from './driver-messages.ts';
import { paths } from '../../paths.ts';
import { DriverStatusBar } from './driver-status-bar.tsx';
import { timeOfDay } from './format.ts';
import { useDriverDay } from './use-driver-day.ts';

type Schemas = components['schemas'];

const m = driverMessages.driver;

/** Badge tone of a tour status. */
export const tourTone = {
  programado: 'outline',
  en_curso: 'success',
  finalizado: 'secondary',
  cancelado: 'danger',
} as const;

function UnitCard({ unit }: { unit: Schemas['Unit'] }) {
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-[auto_1fr]">
      {unit.photo_url ? (
        <img
          src={unit.photo_url}
          alt={m.unitPhoto(unit.economic_number)}
          className="h-24 w-32 rounded-md object-cover"
        />
      ) : null}
      <div className="grid gap-1">
        <p className="text-2xl font-bold">{unit.economic_number}</p>
        <p>{m.plate(unit.plate)}</p>
        <p className="text-sm text-muted-foreground">
          {unit.brand} {unit.model} {unit.year}
          {unit.passenger_capacity ? ` · ${m.seats(unit.passenger_capacity)}` : ''}
        </p>
        <Badge variant={unit.status === 'en_ruta' ? 'success' : 'outline'}>
          {unitStatusLabels[unit.status]}
        </Badge>
      </div>
    </Card>
  );
}

/** The route's map, loaded when the driver scrolls near it (the map library is ~45 KB). */
const RouteMap = lazyWhenVisible(async () => (await import('./route-map.tsx')).RouteMap);

function RouteCard({ route }: { route: Schemas['Route'] }) {
  const stops = [...route.stops].sort((a, b) => a.order - b.order);
  return (
    <Card className="grid gap-3 p-4">
      <div>
        <h3 className="text-lg font-semibold">{route.name}</h3>
        <p className="text-sm text-muted-foreground">
          {route.origin} → {route.destination}
        </p>
      </div>
      {stops.length ? (
        <RouteMap label={m.routeMap(route.name)} stops={stops} className="h-64" />
      ) : null}
      <div>
        <h4 className="font-medium">{m.stopsHeading}</h4>
        <ol className="list-decimal ps-6">
          {stops.map((stop) => (
            <li key={stop.order}>{stop.name}</li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

/**
 * The driver's day screen; `title` greets them, `links` (e.g. to their clock-in) go under the
 * subtitle.
 */
export function DriverWorkdayScreen({ title, links }: { title: string; links?: ReactNode }) {
  const { workday, pending, online, sharing } = useDriverDay();
  const day = workday.data;
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
        {links}
      </div>
      <DriverStatusBar online={online} pending={pending} sharing={sharing} />
      {!day ? (
        workday.isError || !online ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{online ? m.loadError : m.offlineEmpty}</p>
            {online ? (
              <Button variant="outline" onClick={() => void workday.refetch()}>
                {m.retry}
              </Button>
            ) : null}
          </div>
        ) : null
      ) : (
        <>
          <section aria-labelledby="mis-recorridos" className="grid gap-3">
            <h2 id="mis-recorridos" className="text-xl font-semibold">
              {m.toursHeading}
            </h2>
            {day.tours.length === 0 ? (
              <p className="text-muted-foreground">{m.noTours}</p>
            ) : (
              <ul className="grid gap-3">
                {day.tours.map((tour) => (
                  <li key={tour.id}>
                    <Link
                      to={paths.driverTour.href(tour.id)}
                      className="flex min-h-16 items-center justify-between gap-3 rounded-lg border bg-card p-4 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="grid gap-1">
                        <span className="font-semibold">
                          {m.tourLink(tour.route.name, timeOfDay(tour.scheduled_departure_at))}
                        </span>
                        <span className="text-sm text-muted-foreground">
                          {m.unit(tour.unit.economic_number, tour.unit.plate)} ·{' '}
                          {m.boardedOf(tour.boarded_count, tour.passengers_count)}
                        </span>
                        <Badge variant={tourTone[tour.status]}>
                          {tourStatusLabels[tour.status]}
                        </Badge>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-6 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="mis-unidades" className="grid gap-3">
            <h2 id="mis-unidades" className="text-xl font-semibold">
              {m.unitsHeading(day.units.length)}
            </h2>
            {day.units.length === 0 ? (
              <p className="text-muted-foreground">{m.noUnits}</p>
            ) : (
              day.units.map((unit) => <UnitCard key={unit.id} unit={unit} />)
            )}
          </section>
          <section aria-labelledby="mis-rutas" className="grid gap-3">
            <h2 id="mis-rutas" className="text-xl font-semibold">
              {m.routesHeading(day.routes.length)}
            </h2>
            {day.routes.length === 0 ? (
              <p className="text-muted-foreground">{m.noRoutes}</p>
            ) : (
              day.routes.map((route) => <RouteCard key={route.id} route={route} />)
            )}
          </section>
          <section aria-labelledby="mis-revisiones" className="grid gap-3">
            <h2 id="mis-revisiones" className="text-xl font-semibold">
              {m.revisionsHeading}
            </h2>
            {day.revision_orders.length === 0 ? (
              <p className="text-muted-foreground">{m.noRevisions}</p>
            ) : (
              <ul className="grid gap-3">
                {day.revision_orders.map((order) => (
                  <li key={order.id}>
                    <Card className="grid gap-1 p-4">
                      <p className="font-semibold">
                        {order.folio} · {order.unit.economic_number}
                      </p>
                      <Badge variant="outline">{revisionOrderStatusLabels[order.status]}</Badge>
                      {order.comments ? <p className="text-sm">{order.comments}</p> : null}
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
