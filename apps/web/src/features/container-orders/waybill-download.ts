/**
 * Saves a waybill's PDF (`downloadWaybillReport`, downloaded with the session's token) under
 * `<folio>.pdf` through a link click, the way the attendance export saves its file.
 */
import { downloadWaybillReport, type JornadaClient } from '@jornada/api-client';
import { saveFile } from '../../app/save-file.ts';

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
  saveFile(file, filename);
  return filename;
}
