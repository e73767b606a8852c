/**
 * The three container report downloads (`reports`,
 * `existance-reports`, `departure-reports`), as XLSX, CSV or PDF (the `Accept` the contract
 * offers; XLSX since contract decision 42),
 * saved under a name that says what they hold.
 */
import {
  downloadContainerDepartureReport,
  downloadContainerExistenceReport,
  downloadContainersReport,
  type JornadaClient,
  type ReportFormat,
} from '@jornada/api-client';
import { saveFile } from '../../app/save-file.ts';

/** Which report, with its parameters ('YYYY-MM-DD' days). */
export type ReportRequest =
  | { report: 'containers'; from?: string; to?: string }
  | { report: 'existence'; date: string }
  | { report: 'departures'; from: string; to: string };

/** The file name of a report: 'contenedores.csv', 'existencias-2026-03-05.pdf', 'salidas-…'. */
export function reportFilename(request: ReportRequest, format: ReportFormat): string {
  const extension = { 'text/csv': 'csv', 'application/pdf': 'pdf' }[format as string] ?? 'xlsx';
  if (request.report === 'existence') return `existencias-${request.date}.${extension}`;
  if (request.report === 'departures')
    return `salidas-${request.from}-a-${request.to}.${extension}`;
  return `contenedores.${extension}`;
}

function fetchReport(
  api: JornadaClient,
  companyId: number,
  request: ReportRequest,
  format: ReportFormat,
) {
  if (request.report === 'existence')
    return downloadContainerExistenceReport(api, companyId, { date: request.date }, { format });
  if (request.report === 'departures')
    return downloadContainerDepartureReport(
      api,
      companyId,
      { from: request.from, to: request.to },
      { format },
    );
  return downloadContainersReport(
    api,
    companyId,
    { ...(request.from ? { from: request.from } : {}), ...(request.to ? { to: request.to } : {}) },
    { format },
  );
}

/**
 * Downloads a report and hands it to the browser as a file.
 * @returns the file's name.
 * @throws {ApiError} when the server refuses (400, 403, 404).
 */
export async function saveReport(
  api: JornadaClient,
  companyId: number,
  request: ReportRequest,
  format: ReportFormat,
): Promise<string> {
  const file = await fetchReport(api, companyId, request, format);
  const filename = reportFilename(request, format);
  saveFile(file, filename);
  return filename;
}
