/**
 * What the company's balance pays for (`listPrices`, decision 40 on prices): each
 * priced action with its price (cents of MXN, IVA included) and how long it lasts.
 */
import type { components } from '@jornada/api-client';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@jornada/ui';
import { formatMoney } from '@jornada/ui/forms';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.prices;

/** Props of {@link PriceList}. */
export interface PriceListProps {
  /** The prices (`amount` in cents of MXN; `days` null when the action does not expire). */
  prices: ReadonlyArray<components['schemas']['Price']> | undefined;
  /** The prices could not load. @default false */
  failed?: boolean;
}

/** The price table (see the module's comment). */
export function PriceList({ prices, failed = false }: PriceListProps) {
  if (failed || (prices && prices.length === 0))
    return <p className="text-sm text-muted-foreground">{m.unavailable}</p>;
  return (
    <Table>
      <TableCaption className="sr-only">{m.caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{m.action}</TableHead>
          <TableHead>{m.duration}</TableHead>
          <TableHead className="text-end">{m.price}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {(prices ?? []).map((price) => (
          <TableRow key={price.code}>
            <TableCell>
              <div className="grid">
                <span className="font-medium">{price.name}</span>
                <span className="text-sm text-muted-foreground">{price.description}</span>
              </div>
            </TableCell>
            <TableCell label={m.duration}>
              {price.days === null ? m.noDuration : m.days(price.days)}
            </TableCell>
            <TableCell label={m.price} className="text-end tabular-nums">
              {formatMoney(price.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
