/**
 * File downloads (spec section 7 "Containers" and "Waybills"): the three
 * container reports (CSV or PDF, chosen with `Accept`) and the waybill PDF.
 * They resolve to a `Blob`; errors stay JSON and become {@link ApiError}.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import type { QueryParams } from './query-helpers.ts';

/** Media types of the container reports. */
export type ReportFormat = 'text/csv' | 'application/pdf';

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
