/**
 * One container (docs/decisions/0023-container-tracking.md; Terminal49-like): its status, where it is now, what is due next (the
 * next call, days in the yard), its facts, the timeline of events (container-timeline.tsx), its
 * locations on a map and as a list (container-locations.tsx) and its orders ('Nueva orden';
 * the orders the timeline names, linked). 'Editar' and 'Eliminar' as on every record page.
 */
import {
  deleteContainerMutationOptions,
  getContainerQueryOptions,
  listContainerCallsOfContainerQueryOptions,
  type components,
} from '@jornada/api-client';
import { Button, Card } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { RecordDetailHeader } from '../../records/record-detail-header.tsx';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { daysInYard, nextCall } from './container-due.ts';
import { ContainerLocations } from './container-locations.tsx';
import { ContainerSheet } from './container-sheet.tsx';
import { containerStatusVariant } from './container-status.ts';
import { containerHistoryQuery, ContainerTimeline } from './container-timeline.tsx';
import { OrderCreateSheet } from './order-create-sheet.tsx';

type Container = components['schemas']['Container'];

const c = containerMessages.containers;
const d = containerMessages.detail;

function Facts({ items }: { items: Array<[string, string]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="grid">
          <dt className="text-sm text-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function factsOf(container: Container): Array<[string, string]> {
  const kg = (value: number | null) =>
    value === null ? '—' : `${value.toLocaleString('es-MX')} kg`;
  return [
    [
      c.type,
      `${c.sizeFeet(container.size)} ${c.types[container.type]}${container.high_cube ? ` · ${c.highCubeShort}` : ''}`,
    ],
    [c.isoTypeCode, container.iso_type_code ?? '—'],
    [c.owner, container.owner ?? '—'],
    [c.customer, container.customer ?? '—'],
    [c.seal, container.seal_number ?? '—'],
    [c.load, container.is_empty ? c.empty : c.full],
    [c.tareWeight, kg(container.tare_weight_kg)],
    [c.maxGrossWeight, kg(container.max_gross_weight_kg)],
  ];
}

/** Where it is now and what is due. */
function NowAndDue({ container }: { container: Container }) {
  const { api } = useAppContext();
  const calls = useQuery(listContainerCallsOfContainerQueryOptions(api, container.id));
  const now = new Date();
  const next = nextCall(calls.data ?? [], now);
  const days = daysInYard(container, now);
  const where = container.location;
  const place = where
    ? [where.terminal?.name, where.description].filter(Boolean).join(' · ') || c.nowhere
    : c.nowhere;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Card className="grid content-start gap-1 p-5">
        <h2 className="text-lg font-semibold">{d.now}</h2>
        <p className="font-medium">{place}</p>
        {where ? (
          <p className="text-sm text-muted-foreground">{d.since(where.recorded_at)}</p>
        ) : null}
      </Card>
      <Card className="grid content-start gap-2 p-5">
        <h2 className="text-lg font-semibold">{d.due}</h2>
        <Facts
          items={[
            [
              d.nextCall,
              next
                ? d.callLine(
                    containerMessages.calls.types[next.type],
                    next.terminal.name,
                    next.scheduled_at,
                  )
                : d.noNextCall,
            ],
            [d.daysInYard, days === null ? d.notInYard : d.days(days)],
          ]}
        />
      </Card>
    </div>
  );
}

/** The orders the container's timeline names, and 'Nueva orden'. */
function Orders({ companyId, container }: { companyId: number; container: Container }) {
  const { api } = useAppContext();
  const history = useQuery(containerHistoryQuery(api, container.id));
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const orderIds = [
    ...new Set((history.data?.data ?? []).flatMap((entry) => entry.order_id ?? [])),
  ];
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{d.orders}</h2>
        <Button variant="outline" onClick={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}>
          <Plus aria-hidden="true" />
          {containerMessages.orders.create}
        </Button>
      </div>
      {orderIds.length ? (
        <ul className="grid gap-1">
          {orderIds.map((id) => (
            <li key={id}>
              <Link
                to={paths.workspaceContainerOrder.href(companyId, id)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {d.order(id)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{d.noOrders}</p>
      )}
      <OrderCreateSheet
        key={sheet.key}
        companyId={companyId}
        container={container}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </Card>
  );
}

/** The container screen. */
export function ContainerDetail({
  companyId,
  containerId,
}: {
  companyId: number;
  containerId: number;
}) {
  const { api } = useAppContext();
  const { data: container } = useQuery(getContainerQueryOptions(api, containerId));
  const [editing, setEditing] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState(false);
  if (!container) return null;
  return (
    <article className="grid max-w-5xl gap-6">
      <RecordDetailHeader
        messages={d}
        backHref={paths.workspaceContainers.href(companyId)}
        caption={[`${c.sizeFeet(container.size)} ${c.types[container.type]}`, container.owner]
          .filter(Boolean)
          .join(' · ')}
        title={container.number}
        status={{
          label: c.statuses[container.status],
          variant: containerStatusVariant(container.status),
        }}
        onEdit={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
        onDelete={() => setDeleting(true)}
      />
      <NowAndDue container={container} />
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-semibold">{d.facts}</h2>
        <Facts items={factsOf(container)} />
      </Card>
      <ContainerTimeline companyId={companyId} container={container} />
      <ContainerLocations companyId={companyId} container={container} />
      <Orders companyId={companyId} container={container} />
      <ContainerSheet
        key={editing.key}
        companyId={companyId}
        container={container}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <RecordDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordId={container.id}
        recordName={container.number}
        description={c.deleteText(container.number)}
        deleteMutation={deleteContainerMutationOptions}
        deleted={c.deleted}
        inUse={c.inUse}
        leaveTo={paths.workspaceContainers.href(companyId)}
      />
    </article>
  );
}
