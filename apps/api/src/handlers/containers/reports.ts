/**
 * The three container reports (`downloadContainersReport`,
 * `downloadContainerExistenceReport`, `downloadContainerDepartureReport`, contract decision 42): rows from report-rows.ts, as
 * XLSX (the default), CSV or PDF by the `Accept` header, downloaded as
 * `<report>-<days>.<ext>`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companies, terminals } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, unprocessable } from '../../records/company-record.ts';
import { reportCsv, reportPdf, reportXlsx } from './report-files.ts';
import { reportRows, todayInMexico, type ReportQuery } from './report-rows.ts';

const mediaTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
} as const;

/** The format an `Accept` header asks for: CSV or PDF when named, XLSX otherwise. */
export function reportFormat(accept: string | undefined): keyof typeof mediaTypes {
  const wanted = (accept ?? '').toLowerCase();
  if (wanted.includes('text/csv')) return 'csv';
  if (wanted.includes('application/pdf')) return 'pdf';
  return 'xlsx';
}

/** Handlers keyed by operationId. */
export function containerReportHandlers({ db }: AppContext): Handlers {
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    query: ReportQuery,
    range: string,
  ) {
    if (query.from && query.to && query.to < query.from)
      throw unprocessable({ to: [serverMessages.containerReports.toBeforeFrom] });
    await checkReferences(
      db,
      query.companyId,
      { terminal_id: query.terminalId },
      {
        terminal_id: { table: terminals },
      },
    );
    const rows = await reportRows(db, query);
    const format = reportFormat(request.headers.accept);
    const title = serverMessages.containerReports.titles[query.kind];
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, query.companyId));
    const body =
      format === 'csv'
        ? reportCsv(rows)
        : format === 'pdf'
          ? await reportPdf(
              rows,
              title,
              serverMessages.containerReports.subtitle(company!.name, range),
            )
          : await reportXlsx(rows, title);
    reply
      .header(
        'content-disposition',
        `attachment; filename="${serverMessages.containerReports.fileName(title, range, format)}"`,
      )
      .header('cache-control', 'private, no-store')
      .header('vary', 'Accept')
      .type(mediaTypes[format]);
    return reply.status(200).send(body);
  }

  return {
    downloadContainersReport: (request, reply) => {
      const { from, to, status, terminal_id, type } = request.query;
      return send(
        request,
        reply,
        {
          kind: 'containers',
          companyId: request.params.companyId,
          from,
          to,
          status,
          terminalId: terminal_id,
          type,
        },
        from || to ? `${from ?? 'inicio'}-${to ?? todayInMexico()}` : todayInMexico(),
      );
    },
    downloadContainerExistenceReport: (request, reply) => {
      const { date, terminal_id, type } = request.query;
      const day = date ?? todayInMexico();
      return send(
        request,
        reply,
        {
          kind: 'existence',
          companyId: request.params.companyId,
          date: day,
          terminalId: terminal_id,
          type,
        },
        day,
      );
    },
    downloadContainerDepartureReport: (request, reply) => {
      const { terminal_id, type } = request.query;
      const to = request.query.to ?? todayInMexico();
      const from =
        request.query.from ??
        todayInMexico(new Date(Date.parse(`${to}T12:00:00Z`) - 29 * 86_400_000));
      return send(
        request,
        reply,
        {
          kind: 'departures',
          companyId: request.params.companyId,
          from,
          to,
          terminalId: terminal_id,
          type,
        },
        `${from}-${to}`,
      );
    },
  };
}
