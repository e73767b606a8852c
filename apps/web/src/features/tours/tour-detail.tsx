/**
 * One tour: its facts, the moves the server allows now (`Tour.next_statuses`: Iniciar, Finalizar,
 * Cancelar) as buttons, 'Editar' (tour-sheet.tsx), 'Eliminar' after a confirmation, and its
 * passenger list (tour-passengers.tsx).
 */
import { deleteTourMutationOptions, getTourQueryOptions } from '@jornada/api-client';
import { Badge, Button, ButtonLink, Card, ConfirmDeleteDialog, useToast } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { unitName } from '../../app/company-fleet.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';
import { paths } from '../../paths.ts';
import { moveLabel, useTourMove } from './tour-moves.ts';
import { TourPassengers } from './tour-passengers.tsx';
import { TourSheet } from './tour-sheet.tsx';
import { tourDateTime, tourName, tourStatusVariant } from './tour-status.ts';

const m = messages.tours;

/** The tour screen. */
export function TourDetail({ companyId, tourId }: { companyId: number; tourId: number }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { data: tour } = useQuery(getTourQueryOptions(api, tourId));
  const { move, pending } = useTourMove();
  const remove = useMutation(deleteTourMutationOptions(api, queryClient));
  const [editing, setEditing] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState(false);
  if (!tour) return null;
  const when = (iso: string | null) => (iso ? tourDateTime.format(new Date(iso)) : m.unknown);
  const facts: [string, string][] = [
    [m.route, tour.route.name],
    [m.unit, unitName(tour.unit)],
    [m.driver, tour.driver?.name ?? m.noDriver],
    [m.scheduled, when(tour.scheduled_departure_at)],
    [m.departed, when(tour.departed_at)],
    [m.arrived, when(tour.arrived_at)],
    [m.boarded, m.boardedOf(tour.boarded_count, tour.passengers_count)],
  ];
  const name = tourName(tour);
  return (
    <article className="grid max-w-4xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.workspaceTours.href(companyId)}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{unitName(tour.unit)}</p>
          <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
          <p>
            <span className="sr-only">{m.status}: </span>
            <Badge variant={tourStatusVariant(tour.status)}>{m.statuses[tour.status]}</Badge>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
          >
            <Pencil aria-hidden="true" />
            {m.edit}
          </Button>
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </header>
      <Card className="p-5">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section aria-labelledby="tour-moves" className="grid gap-3">
        <h2 id="tour-moves" className="text-lg font-semibold">
          {m.movesHeading}
        </h2>
        {tour.next_statuses.length === 0 ? (
          <p className="text-muted-foreground">{m.noMoves}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {tour.next_statuses.map((to) => (
              <Button
                key={to}
                variant={to === 'cancelado' ? 'outline' : 'primary'}
                loading={pending === to}
                disabled={pending !== undefined && pending !== to}
                onClick={() => void move(tour, to)}
              >
                {moveLabel(to)}
              </Button>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="tour-passengers" className="grid gap-3">
        <h2 id="tour-passengers" className="text-lg font-semibold">
          {m.passengerList}
        </h2>
        <TourPassengers tourId={tour.id} />
      </section>
      <TourSheet
        key={editing.key}
        companyId={companyId}
        tour={tour}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordName={name}
        description={m.deleteText(name)}
        onConfirm={async () => {
          await remove.mutateAsync(tour.id);
          toast({ title: m.deleted(name), variant: 'success' });
          await navigate(paths.workspaceTours.href(companyId));
        }}
        onError={(error) =>
          toast({
            title: messages.workspace.deleteError,
            description: errorText(error),
            variant: 'danger',
          })
        }
      />
    </article>
  );
}
