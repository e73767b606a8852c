/**
 * «Descargar reporte PDF» of an application: asks `getJobApplicationReportUrl` for a fresh signed
 * link (it lives 10 minutes, so never from the cache) and follows it (app/download-action.tsx),
 * as the revision order's report does.
 */
import { getJobApplicationReportUrlQueryOptions, type components } from '@jornada/api-client';
import { Download } from 'lucide-react';
import { useAppContext } from '../../app/app-context.ts';
import { DownloadAction } from '../../app/download-action.tsx';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';

const m = pipelineMessages.report;

/** The report's button and, once asked for, its link. */
export function ApplicationReport({
  application,
}: {
  application: components['schemas']['JobApplication'];
}) {
  const { api, queryClient } = useAppContext();
  return (
    <DownloadAction
      className="grid justify-items-start gap-2 print:hidden"
      action={async () => ({
        url: (
          await queryClient.fetchQuery({
            ...getJobApplicationReportUrlQueryOptions(api, application.id),
            staleTime: 0,
            gcTime: 0,
          })
        ).url,
      })}
      fileName={`postulacion-${application.id}.pdf`}
      ready={m.ready}
      linkText={m.link(application.candidate.name)}
      failedTitle={m.failed}
    >
      <Download aria-hidden="true" />
      {m.download}
    </DownloadAction>
  );
}
