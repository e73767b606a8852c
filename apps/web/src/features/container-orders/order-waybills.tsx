/**
 * An order's waybills (cartas porte): a table with folio, status,
 * issue date, goods, weight and distance, a 'Descargar PDF' button per waybill
 * (waybill-download.ts) and 'Nueva carta porte' (waybill-sheet.tsx).
 */
import { listOrderWaybillsQueryOptions, type components } from '@jornada/api-client';
import { Badge, Button, Card, formatDateTime, useToast } from '@jornada/ui';
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
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{m.caption(order.folio)}</caption>
            <thead className="text-muted-foreground">
              <tr>
                {[m.folio, m.status, m.issuedAt, m.goods, m.grossWeight, m.distance, 'PDF'].map(
                  (header) => (
                    <th key={header} scope="col" className="py-2 text-start font-medium">
                      {header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((waybill) => (
                <tr key={waybill.id} className="border-t border-border">
                  <td className="py-2 font-medium">{waybill.folio}</td>
                  <td className="py-2">
                    <Badge variant={variants[waybill.status]}>{m.statuses[waybill.status]}</Badge>
                  </td>
                  <td className="py-2">
                    {waybill.issued_at ? formatDateTime(waybill.issued_at) : m.notIssued}
                  </td>
                  <td className="py-2">{waybill.goods_description}</td>
                  <td className="py-2">
                    {waybill.gross_weight_kg === null
                      ? '—'
                      : waybill.gross_weight_kg.toLocaleString('es-MX')}
                  </td>
                  <td className="py-2">
                    {waybill.distance_km === null ? '—' : m.km(waybill.distance_km)}
                  </td>
                  <td className="py-2">
                    <DownloadButton waybill={waybill} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
