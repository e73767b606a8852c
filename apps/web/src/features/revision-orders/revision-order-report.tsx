/**
 * 'Descargar PDF' of a revision order: asks `getRevisionOrderReportUrl` for a fresh signed link
 * of the report (it lives 15 minutes, so it is never taken from the cache), then follows it with
 * a real link click (`<a download>`): the browser downloads the file, and the link stays on the
 * page (announced) in case the click was blocked or the person wants it again.
 */
import { getRevisionOrderReportUrlQueryOptions, type components } from '@jornada/api-client';
import { Button, useToast } from '@jornada/ui';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';

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
  const { toast } = useToast();
  const [report, setReport] = useState<{ url: string; asked: number } | null>(null);
  const [pending, setPending] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const followed = useRef(0);
  useEffect(() => {
    if (report && link.current && followed.current !== report.asked) {
      followed.current = report.asked;
      link.current.click();
    }
  }, [report]);
  const ask = async () => {
    setPending(true);
    try {
      const signed = await queryClient.fetchQuery({
        ...getRevisionOrderReportUrlQueryOptions(api, companyId, order.id),
        staleTime: 0,
        gcTime: 0,
      });
      setReport((r) => ({ url: signed.url, asked: (r?.asked ?? 0) + 1 }));
    } catch (error) {
      toast({ title: m.pdfError, description: errorText(error), variant: 'danger' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid justify-items-start gap-2">
      <Button variant="outline" loading={pending} onClick={() => void ask()}>
        <Download aria-hidden="true" />
        {m.downloadPdf}
      </Button>
      <p role="status" className="text-sm">
        {report ? (
          <>
            {m.pdfReady}{' '}
            <a
              ref={link}
              href={report.url}
              download={`revision-${order.folio}.pdf`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {m.pdfLink(order.folio)}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
