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
import { Badge, Button, ButtonLink, ConfirmDeleteDialog, useToast } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { unitName } from '../../app/company-fleet.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';
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
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const navigate = useNavigate();
  const movesId = useId();
  const form = useRevisionOrderForm(order);
  const move = useMutation(updateRevisionOrderMutationOptions(api, queryClient));
  const remove = useMutation(deleteRevisionOrderMutationOptions(api, queryClient));
  const [deleting, setDeleting] = useState(false);
  const dirty = form.formState.isDirty;
  return (
    <article className="grid max-w-3xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.revisionOrders.href(companyId)}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{order.folio}</p>
          <h1 className="text-2xl font-bold tracking-tight">{m.heading(unitName(order.unit))}</h1>
          <p>
            <span className="sr-only">{m.status}: </span>
            <Badge variant={revisionOrderStatusVariant(order.status)}>
              {m.statuses[order.status]}
            </Badge>
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <RevisionOrderReport companyId={companyId} order={order} />
          <Button variant="outline" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </header>
      <section aria-labelledby={movesId} className="grid gap-3">
        <h2 id={movesId} className="text-lg font-semibold">
          {m.movesHeading}
        </h2>
        {order.next_statuses.length === 0 ? (
          <p className="text-muted-foreground">{m.noMoves}</p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2">
              {order.next_statuses.map((to) => (
                <Button
                  key={to}
                  variant={to === 'rechazada' ? 'outline' : 'primary'}
                  disabled={dirty}
                  loading={move.isPending && move.variables?.status === to}
                  onClick={() =>
                    move.mutate(
                      { revisionOrderId: order.id, ...revisionOrderInput(order, { status: to }) },
                      {
                        onSuccess: (saved) => {
                          queryClient.setQueryData(
                            getRevisionOrderQueryOptions(api, saved.id).queryKey,
                            saved,
                          );
                          toast({ title: m.moved(m.statuses[saved.status]), variant: 'success' });
                        },
                        onError: (error) =>
                          toast({
                            title: m.moveError,
                            description: errorText(error),
                            variant: 'danger',
                          }),
                      },
                    )
                  }
                >
                  {revisionMoveLabel(order.status, to)}
                </Button>
              ))}
            </div>
            {dirty ? <p className="text-sm text-muted-foreground">{m.saveFirst}</p> : null}
          </>
        )}
      </section>
      <RevisionOrderForm companyId={companyId} order={order} form={form} />
      <RevisionOrderPhotos order={order} />
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordName={order.folio}
        description={m.deleteText(order.folio)}
        onConfirm={async () => {
          await remove.mutateAsync(order.id);
          toast({ title: m.deleted(order.folio), variant: 'success' });
          await navigate(paths.revisionOrders.href(companyId));
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
