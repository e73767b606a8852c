/**
 * One revision order's page: its folio, unit and status; 'Descargar PDF' (the report); 'Eliminar'
 * after a confirmation; the status moves the server allows now (`next_statuses`) as buttons,
 * held back while the form has unsaved changes (a move saves the stored order, not the form);
 * the form (header, checklist, comments, signature) and the photos. One column, so it works on a
 * phone at the unit's side.
 */
import {
  deleteRevisionOrderMutationOptions,
  getRevisionOrderQueryOptions,
  updateRevisionOrderMutationOptions,
  type components,
} from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { unitName } from '../../app/company-fleet.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { RecordDetailHeader } from '../../records/record-detail-header.tsx';
import { SignRecordButton } from '../../app/sign-record-button.tsx';
import { StatusMoves } from '../../app/status-moves.tsx';
import { useStatusMove } from '../../app/use-status-move.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { RevisionOrderForm, useRevisionOrderForm } from './revision-order-form.tsx';
import { RevisionOrderPhotos } from './revision-order-photos.tsx';
import { RevisionOrderReport } from './revision-order-report.tsx';
import {
  revisionMoveLabel,
  revisionOrderInput,
  revisionOrderStatusVariant,
} from './revision-order-status.ts';

type RevisionOrder = components['schemas']['RevisionOrder'];

/** The statuses with an inspection outcome: only their report is signed (decision 52). */
const inspected = new Set(['aprobada', 'con_observaciones', 'rechazada']);

const m = messages.revisionOrders;

/** The page of revision order `revisionOrderId` of company `companyId`. */
export function RevisionOrderDetail({
  companyId,
  revisionOrderId,
}: {
  companyId: number;
  revisionOrderId: number;
}) {
  const { api } = useAppContext();
  const { data: order } = useQuery(getRevisionOrderQueryOptions(api, revisionOrderId));
  if (!order) return null;
  return <RevisionOrderPage key={order.id} companyId={companyId} order={order} />;
}

function RevisionOrderPage({ companyId, order }: { companyId: number; order: RevisionOrder }) {
  const form = useRevisionOrderForm(order);
  const { move, pending } = useStatusMove({
    mutation: updateRevisionOrderMutationOptions,
    moved: (saved) => m.moved(m.statuses[saved.status]),
    failed: m.moveError,
    detailQuery: getRevisionOrderQueryOptions,
  });
  const [deleting, setDeleting] = useState(false);
  const dirty = form.formState.isDirty;
  return (
    <article className="grid max-w-3xl gap-6">
      <RecordDetailHeader
        messages={m}
        backHref={paths.revisionOrders.href(companyId)}
        caption={order.folio}
        title={m.heading(unitName(order.unit))}
        status={{
          label: m.statuses[order.status],
          variant: revisionOrderStatusVariant(order.status),
        }}
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <RevisionOrderReport companyId={companyId} order={order} />
            {inspected.has(order.status) ? (
              <SignRecordButton kind="revisionOrder" id={order.id} label={order.folio} size="md" />
            ) : null}
          </div>
        }
        onDelete={() => setDeleting(true)}
      />
      <StatusMoves
        messages={m}
        moves={order.next_statuses}
        label={(to) => revisionMoveLabel(order.status, to)}
        quiet="rechazada"
        pending={pending}
        disabled={() => dirty}
        onMove={(to) =>
          void move({ revisionOrderId: order.id, ...revisionOrderInput(order, { status: to }) })
        }
      >
        {dirty ? <p className="text-sm text-muted-foreground">{m.saveFirst}</p> : null}
      </StatusMoves>
      <RevisionOrderForm companyId={companyId} order={order} form={form} />
      <RevisionOrderPhotos order={order} />
      <RecordDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordId={order.id}
        recordName={order.folio}
        description={m.deleteText(order.folio)}
        deleteMutation={deleteRevisionOrderMutationOptions}
        deleted={m.deleted}
        leaveTo={paths.revisionOrders.href(companyId)}
      />
    </article>
  );
}
