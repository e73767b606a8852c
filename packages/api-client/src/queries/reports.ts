/**
 * File downloads: the three
 * container reports (XLSX, CSV or PDF, chosen with `Accept`), the waybill PDF, the employee import
 * template and the attendance export (with its file name).
 * They resolve to a `Blob`; errors stay JSON and become {@link ApiError}.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import type { QueryParams } from './query-helpers.ts';

/** Media types of the container reports (XLSX since contract decision 42). */
export type ReportFormat =
  | 'text/csv'
  | 'application/pdf'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Options of a download. */
export interface DownloadOptions {
  /** The media type asked for with `Accept`. @default 'text/csv' (container reports) */
  format?: ReportFormat;
  /** Cancels the download. */
  signal?: AbortSignal;
}

const containerReports = {
  reports: '/api/v1/companies/{companyId}/containers/reports',
  'existance-reports': '/api/v1/companies/{companyId}/containers/existance-reports',
  'departure-reports': '/api/v1/companies/{companyId}/containers/departure-reports',
} as const;

/**
 * Downloads the containers report: `GET /api/v1/companies/{companyId}/containers/reports`
 * (`downloadContainersReport`).
 * @returns the file as a Blob (its `type` is the media type the server chose).
 * @throws {ApiError} 400, 403, 404.
 */
export function downloadContainersReport(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'downloadContainersReport'> = {},
  options: DownloadOptions = {},
): Promise<Blob> {
  return unwrap(
    api.main.GET(containerReports.reports, {
      params: { path: { companyId }, query: params },
      headers: { accept: options.format ?? 'text/csv' },
      parseAs: 'blob',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/**
 * Downloads the existence report (containers on hand on a date):
 * `GET /api/v1/companies/{companyId}/containers/existance-reports` (spelled as in the spec).
 * @returns the file as a Blob.
 * @throws {ApiError} 400, 403, 404.
 */
export function downloadContainerExistenceReport(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'downloadContainerExistenceReport'> = {},
  options: DownloadOptions = {},
): Promise<Blob> {
  return unwrap(
    api.main.GET(containerReports['existance-reports'], {
      params: { path: { companyId }, query: params },
      headers: { accept: options.format ?? 'text/csv' },
      parseAs: 'blob',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/**
 * Downloads the departure report: `GET /api/v1/companies/{companyId}/containers/departure-reports`.
 * @returns the file as a Blob.
 * @throws {ApiError} 400, 403, 404.
 */
export function downloadContainerDepartureReport(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'downloadContainerDepartureReport'> = {},
  options: DownloadOptions = {},
): Promise<Blob> {
  return unwrap(
    api.main.GET(containerReports['departure-reports'], {
      params: { path: { companyId }, query: params },
      headers: { accept: options.format ?? 'text/csv' },
      parseAs: 'blob',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/**
 * Downloads a waybill as PDF: `GET /api/v1/waybill/{waybillId}/report` (`downloadWaybillReport`).
 * @returns the PDF as a Blob.
 * @throws {ApiError} 403, 404.
 */
export function downloadWaybillReport(
  api: JornadaClient,
  waybillId: number,
  options: Pick<DownloadOptions, 'signal'> = {},
): Promise<Blob> {
  return unwrap(
    api.main.GET('/api/v1/waybill/{waybillId}/report', {
      params: { path: { waybillId } },
      headers: { accept: 'application/pdf' },
      parseAs: 'blob',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/**
 * Downloads the employee import template:
 * `GET /api/v1/companies/{companyId}/employees-bulk/template` (`getEmployeeImportTemplate`), the
 * header row and one example row for `importEmployees`. A file answer, so hand-written here like
 * the other downloads (the generator covers JSON answers only).
 * @param params - `format`: `csv` (UTF-8 with BOM) or `xlsx`. @default csv
 * @returns the file as a Blob.
 * @throws {ApiError} 400, 403, 404.
 */
export function downloadEmployeeImportTemplate(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'getEmployeeImportTemplate'> = {},
  options: Pick<DownloadOptions, 'signal'> = {},
): Promise<Blob> {
  return unwrap(
    api.main.GET('/api/v1/companies/{companyId}/employees-bulk/template', {
      params: { path: { companyId }, query: params },
      parseAs: 'blob',
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

/** A downloaded file and the name the server gave it. */
export interface NamedFile {
  file: Blob;
  /** From `Content-Disposition` (`filename*` first, then `filename`); `fallback` without one. */
  filename: string;
}

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8,
 * percent-encoded) when present, else the quoted or bare `filename`.
 * @returns the name, or null when the header names none.
 */
export function contentDispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain `filename`.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/**
 * Downloads a company's attendance of a range of days as CSV or XLSX:
 * `GET /clocker-api/v1/companies/{companyId}/attendances/export` (`exportCompanyAttendances`,
 * base `clocker`; decision 39). A file answer, so hand-written here like the other downloads.
 * @param params - `format` (`csv` | `xlsx`), `from` and `to` ('YYYY-MM-DD', at most 62 days),
 *   optionally `department_id` and `employee_id`.
 * @returns the file and its name (`asistencia-<from>-<to>.<format>` as the server names it).
 * @throws {ApiError} 400, 401, 403, 404, and 422 for a range over 62 days or `to` before `from`.
 */
export async function downloadAttendanceExport(
  api: JornadaClient,
  companyId: number,
  params: QueryParams<'exportCompanyAttendances'>,
  options: Pick<DownloadOptions, 'signal'> = {},
): Promise<NamedFile> {
  const result = await api.clocker.GET('/clocker-api/v1/companies/{companyId}/attendances/export', {
    params: { path: { companyId }, query: params },
    parseAs: 'blob',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const file = await unwrap(Promise.resolve(result));
  return {
    file,
    filename:
      contentDispositionFilename(result.response.headers.get('content-disposition')) ??
      `asistencia-${params.from}-${params.to}.${params.format}`,
  };
}
