/**
 * An order's waybills (cartas porte): a table with folio, status,
 * issue date, goods, weight and distance, a 'Descargar PDF' button per waybill
 * (waybill-download.ts) and 'Nueva carta porte' (waybill-sheet.tsx).
 */
import { listOrderWaybillsQueryOptions, type components } from '@jornada/api-client';
import {
  Badge,
  Button,
  Card,
  formatDateTime,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useToast,
} from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { saveWaybillPdf } from './waybill-download.ts';
import { WaybillSheet } from './waybill-sheet.tsx';

type Order = components['schemas']['Order'];
type Waybill = components['schemas']['Waybill'];

const m = containerMessages.waybills;
const variants = { borrador: 'secondary', timbrada: 'success', cancelada: 'outline' } as const;

function DownloadButton({ waybill }: { waybill: Waybill }) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await saveWaybillPdf(api, waybill);
      toast({ title: m.downloaded(waybill.folio), variant: 'success' });
    } catch (error) {
      toast({ title: m.downloadError, description: errorText(error), variant: 'danger' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={pending} onClick={() => void download()}>
      <Download aria-hidden="true" />
      <span className="sr-only">{m.download(waybill.folio)}</span>
      <span aria-hidden="true">PDF</span>
    </Button>
  );
}

/** The waybills section of an order's page. */
export function OrderWaybills({ order }: { order: Order }) {
  const { api } = useAppContext();
  const waybills = useQuery(listOrderWaybillsQueryOptions(api, order.id));
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const rows = waybills.data ?? [];
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{m.heading}</h2>
        <Button variant="outline" onClick={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}>
          <Plus aria-hidden="true" />
          {m.create}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground">{waybills.isPending ? '…' : m.empty}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{m.caption(order.folio)}</TableCaption>
          <TableHeader>
            <TableRow>
              {[m.folio, m.status, m.issuedAt, m.goods, m.grossWeight, m.distance, 'PDF'].map(
                (header) => (
                  <TableHead key={header}>{header}</TableHead>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((waybill) => (
              <TableRow key={waybill.id}>
                <TableCell className="font-medium">{waybill.folio}</TableCell>
                <TableCell label={m.status}>
                  <Badge variant={variants[waybill.status]}>{m.statuses[waybill.status]}</Badge>
                </TableCell>
                <TableCell label={m.issuedAt}>
                  {waybill.issued_at ? formatDateTime(waybill.issued_at) : m.notIssued}
                </TableCell>
                <TableCell label={m.goods}>{waybill.goods_description}</TableCell>
                <TableCell label={m.grossWeight}>
                  {waybill.gross_weight_kg === null
                    ? '—'
                    : waybill.gross_weight_kg.toLocaleString('es-MX')}
                </TableCell>
                <TableCell label={m.distance}>
                  {waybill.distance_km === null ? '—' : m.km(waybill.distance_km)}
                </TableCell>
                <TableCell label="PDF">
                  <DownloadButton waybill={waybill} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <WaybillSheet
        key={sheet.key}
        orderId={order.id}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </Card>
  );
}
