/**
 * 'Descargar PDF' of a revision order: asks `getRevisionOrderReportUrl` for a fresh signed link
 * of the report (it lives 15 minutes, so it is never taken from the cache) and follows it
 * (app/download-action.tsx).
 */
import { getRevisionOrderReportUrlQueryOptions, type components } from '@jornada/api-client';
import { Download } from 'lucide-react';
import { useAppContext } from '../../app/app-context.ts';
import { DownloadAction } from '../../app/download-action.tsx';
import { messages } from '../../messages/messages.ts';

const m = messages.revisionOrders;

/** The report's button and, once asked for, its link. */
export function RevisionOrderReport({
  companyId,
  order,
}: {
  companyId: number;
  order: components['schemas']['RevisionOrder'];
}) {
  const { api, queryClient } = useAppContext();
  return (
    <DownloadAction
      action={async () => ({
        url: (
          await queryClient.fetchQuery({
            ...getRevisionOrderReportUrlQueryOptions(api, companyId, order.id),
            staleTime: 0,
            gcTime: 0,
          })
        ).url,
      })}
      fileName={`revision-${order.folio}.pdf`}
      ready={m.pdfReady}
      linkText={m.pdfLink(order.folio)}
      failedTitle={m.pdfError}
    >
      <Download aria-hidden="true" />
      {m.downloadPdf}
    </DownloadAction>
  );
}
