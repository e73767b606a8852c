/**
 * «Descargar reporte PDF» of an application: asks `getJobApplicationReportUrl` for a fresh signed
 * link (it lives 10 minutes, so never from the cache) and follows it with a real link click
 * (`<a download>`); the link stays on the page, announced, in case the click was blocked. Same
 * behaviour as the revision order's report (features/revision-orders/revision-order-report.tsx).
 */
import { getJobApplicationReportUrlQueryOptions, type components } from '@jornada/api-client';
import { Button, useToast } from '@jornada/ui';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { pipelineMessages } from '../../pipeline-messages.ts';

const m = pipelineMessages.report;

/** The report's button and, once asked for, its link. */
export function ApplicationReport({
  application,
}: {
  application: components['schemas']['JobApplication'];
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
        ...getJobApplicationReportUrlQueryOptions(api, application.id),
        staleTime: 0,
        gcTime: 0,
      });
      setReport((r) => ({ url: signed.url, asked: (r?.asked ?? 0) + 1 }));
    } catch (error) {
      toast({ title: m.failed, description: errorText(error), variant: 'danger' });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid justify-items-start gap-2 print:hidden">
      <Button variant="outline" loading={pending} onClick={() => void ask()}>
        <Download aria-hidden="true" />
        {m.download}
      </Button>
      <p role="status" className="text-sm">
        {report ? (
          <>
            {m.ready}{' '}
            <a
              ref={link}
              href={report.url}
              download={`postulacion-${application.id}.pdf`}
              className="font-medium text-primary underline underline-offset-4"
            >
              {m.link(application.candidate.name)}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
