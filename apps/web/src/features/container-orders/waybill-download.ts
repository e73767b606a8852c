/**
 * Saves a waybill's PDF (`downloadWaybillReport`, downloaded with the session's token) under
 * `<folio>.pdf` through a link click, the way the attendance export saves its file.
 */
import { downloadWaybillReport, type JornadaClient } from '@jornada/api-client';

/**
 * Downloads the waybill's PDF and hands it to the browser as a file.
 * @returns the file's name.
 * @throws {ApiError} 403 or 404 when the server refuses.
 */
export async function saveWaybillPdf(
  api: JornadaClient,
  waybill: { id: number; folio: string },
): Promise<string> {
  const file = await downloadWaybillReport(api, waybill.id);
  const filename = `${waybill.folio}.pdf`;
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The browser reads the file after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}
