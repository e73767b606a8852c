/**
 * Employees' operations: the generic list, get,
 * create, update, delete and search, plus the special ones: the photo of a
 * multipart create and a driver's units.
 */
import { eq } from 'drizzle-orm';
import { employees, units } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { checkReferences, companyRecords, unprocessable } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { sniff } from '../../uploads/file-types.ts';
import { storeUpload } from '../../uploads/storage.ts';
import { assignUnits, employeeRecord } from './definition.ts';

const maxPhotoBytes = 5 * 1024 * 1024;

/** Handlers keyed by operationId. */
export function employeeHandlers({ db, storage }: AppContext): Handlers {
  const records = companyRecords(db, employeeRecord);

  /** The employee of the path, which must work in the path's department. */
  async function inPathDepartment(departmentId: number, employeeId: number) {
    const row = await records.findRow(employeeId);
    if (row.departmentId !== departmentId) throw notFound(employeeRecord.notFoundMessage);
    return row;
  }

  return {
    ...companyRecordHandlers(db, employeeRecord),
    listDepartmentEmployees: (request) =>
      records.list(request, eq(employees.departmentId, request.params.departmentId)),

    async createEmployee(request, reply) {
      const body = { ...request.body, department_id: request.params.departmentId };
      const file = request.uploadedFile;
      let photoUrl: string | null = null;
      if (file?.bytes.length) {
        if (file.truncated || file.bytes.length > maxPhotoBytes)
          throw new HttpError(413, 'La foto es demasiado grande.', 'file_too_large', {
            photo: ['La foto pesa más de 5 MB.'],
          });
        const type = sniff(file.bytes);
        if (!type || !['image/jpeg', 'image/png'].includes(type.mime))
          throw unprocessable({ photo: ['La foto debe ser JPEG o PNG.'] });
        const key = await storeUpload(request, storage, file.bytes, type.extension);
        photoUrl = `${request.server.publicUrl}/api/v1/files/${key}`;
      }
      const created = await records.create({ ...request, body: { ...body, photo_url: photoUrl } });
      return reply.status(201).send(created);
    },

    async getEmployee(request) {
      await inPathDepartment(request.params.departmentId, request.params.employeeId);
      return records.get(request.params.employeeId);
    },

    async updateEmployee(request) {
      await inPathDepartment(request.params.departmentId, request.params.employeeId);
      return records.update(request, request.params.employeeId);
    },

    async deleteEmployee(request, reply) {
      await inPathDepartment(request.params.departmentId, request.params.employeeId);
      await records.remove(request, request.params.employeeId);
      return reply.status(204).send();
    },

    async assignDriverUnits(request) {
      const driver = await records.findRow(request.params.driverId);
      if (!driver.isDriver)
        throw new HttpError(409, serverMessages.employees.notDriver, 'not_a_driver');
      await checkReferences(db, driver.companyId, request.body, { unit_ids: { table: units } });
      await assignUnits(db, driver.id, request.body.unit_ids);
      return records.get(driver.id);
    },
  };
}
