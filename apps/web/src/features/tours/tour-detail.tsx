/**
 * One tour: its facts, the moves the server allows now (`Tour.next_statuses`: Iniciar, Finalizar,
 * Cancelar) as buttons, 'Editar' (tour-sheet.tsx), 'Eliminar' after a confirmation, and its
 * passenger list (tour-passengers.tsx).
 */
import { deleteTourMutationOptions, getTourQueryOptions } from '@jornada/api-client';
import { Card } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { unitName } from '../../app/company-fleet.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { RecordDetailHeader } from '../../records/record-detail-header.tsx';
import { StatusMoves } from '../../app/status-moves.tsx';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { moveLabel, useTourMove } from './tour-moves.ts';
import { TourPassengers } from './tour-passengers.tsx';
import { TourSheet } from './tour-sheet.tsx';
import { tourDateTime, tourName, tourStatusVariant } from './tour-status.ts';

const m = messages.tours;

/** The tour screen. */
export function TourDetail({ companyId, tourId }: { companyId: number; tourId: number }) {
  const { api } = useAppContext();
  const { data: tour } = useQuery(getTourQueryOptions(api, tourId));
  const { move, pending } = useTourMove();
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
      <RecordDetailHeader
        messages={m}
        backHref={paths.workspaceTours.href(companyId)}
        caption={unitName(tour.unit)}
        title={name}
        status={{ label: m.statuses[tour.status], variant: tourStatusVariant(tour.status) }}
        onEdit={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
        onDelete={() => setDeleting(true)}
      />
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
      <StatusMoves
        messages={m}
        moves={tour.next_statuses}
        label={moveLabel}
        quiet="cancelado"
        pending={pending}
        disabled={(to) => pending !== undefined && pending !== to}
        onMove={(to) => void move(tour, to)}
      />
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
      <RecordDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordId={tour.id}
        recordName={name}
        description={m.deleteText(name)}
        deleteMutation={deleteTourMutationOptions}
        deleted={m.deleted}
        leaveTo={paths.workspaceTours.href(companyId)}
      />
    </article>
  );
}
