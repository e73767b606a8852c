/**
 * The attendance export (`exportCompanyAttendances`; decision 39):
 * a company's attendance of up to 62 days as a CSV
 * or XLSX download named `asistencia-<from>-<to>.<format>`, for staff of the
 * company (the access helper checked it).
 */
import { departments, employees } from '../../../db/schema.ts';
import type { AppContext, Handlers } from '../../../http/context.ts';
import { serverMessages } from '../../../messages.ts';
import { checkReferences, unprocessable } from '../../../records/company-record.ts';
import { exportRows } from './rows.ts';
import { exportCsv, exportXlsx } from './spreadsheet.ts';

/** Most days one export covers. */
export const maxExportDays = 62;

const mediaTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Handlers keyed by operationId. */
export function clockExportHandlers({ db }: AppContext): Handlers {
  return {
    async exportCompanyAttendances(request, reply) {
      const { companyId } = request.params;
      const { format, from, to, department_id, employee_id } = request.query;
      if (to < from) throw unprocessable({ to: [serverMessages.clockExport.toBeforeFrom] });
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > maxExportDays)
        throw unprocessable({ to: [serverMessages.clockExport.tooLong(maxExportDays)] });
      await checkReferences(db, companyId, request.query, {
        department_id: { table: departments },
        employee_id: { table: employees },
      });
      const rows = await exportRows(db, {
        companyId,
        from,
        to,
        departmentId: department_id,
        employeeId: employee_id,
      });
      reply
        .header(
          'content-disposition',
          `attachment; filename="${serverMessages.clockExport.fileName(from, to, format)}"`,
        )
        .header('cache-control', 'private, no-store')
        .type(mediaTypes[format]);
      return reply.status(200).send(format === 'xlsx' ? await exportXlsx(rows) : exportCsv(rows));
    },
  };
}
