/**
 * One container order: the link back to its container, its folio,
 * status and facts (type, customer, origin, destination, pickup, delivery, unit, driver, freight,
 * the report PDF when there is one), 'Actualizar orden' (order-update-sheet.tsx) and its
 * waybills (order-waybills.tsx). Orders have no delete in the contract.
 */
import { getOrderQueryOptions, type components } from '@jornada/api-client';
import { Badge, Button, ButtonLink, Card, formatDateTime } from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { OrderUpdateSheet } from './order-update-sheet.tsx';
import { OrderWaybills } from './order-waybills.tsx';

type Order = components['schemas']['Order'];

const m = containerMessages.orders;
const variants = {
  pendiente: 'secondary',
  programada: 'primary',
  en_transito: 'primary',
  entregada: 'success',
  cerrada: 'outline',
  cancelada: 'outline',
} as const;

function factsOf(order: Order): Array<[string, string]> {
  const when = (value: string | null) => (value ? formatDateTime(value) : m.noDate);
  return [
    [m.type, m.types[order.type]],
    [m.customer, order.customer],
    [m.origin, order.origin],
    [m.destination, order.destination],
    [m.pickupAt, when(order.pickup_at)],
    [m.deliveryAt, when(order.delivery_at)],
    [m.unit, order.unit ? `${order.unit.economic_number} · ${order.unit.plate}` : m.noUnit],
    [m.driver, order.driver?.name ?? m.noDriver],
    [m.freight, order.freight_amount === null ? m.noFreight : formatMoney(order.freight_amount)],
  ];
}

/** The order screen. */
export function OrderDetail({ companyId, orderId }: { companyId: number; orderId: number }) {
  const { api } = useAppContext();
  const { data: order } = useQuery(getOrderQueryOptions(api, orderId));
  const [editing, setEditing] = useState({ open: false, key: 0 });
  if (!order) return null;
  return (
    <article className="grid max-w-4xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.workspaceContainer.href(companyId, order.container.id)}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {m.container}: {order.container.number}
          </p>
          <h1 className="text-2xl font-bold tracking-tight">{order.folio}</h1>
          <p>
            <span className="sr-only">{m.status}: </span>
            <Badge variant={variants[order.status]}>{m.statuses[order.status]}</Badge>
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => setEditing((e) => ({ open: true, key: e.key + 1 }))}
        >
          <Pencil aria-hidden="true" />
          {m.edit}
        </Button>
      </header>
      <Card className="grid gap-4 p-5">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {factsOf(order).map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {order.report_url ? (
          <a
            href={order.report_url}
            className="w-fit font-medium text-primary underline underline-offset-4"
          >
            {m.report}
          </a>
        ) : null}
      </Card>
      <OrderWaybills order={order} />
      <OrderUpdateSheet
        key={editing.key}
        order={order}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
    </article>
  );
}
