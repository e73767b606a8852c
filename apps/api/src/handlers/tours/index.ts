/**
 * Tours' operations (decision 38): the generic list,
 * get, create, update and delete of the definition (changes and deletes only
 * while `programado`), the status move and the passenger manifest. A tour's
 * driver reads it, moves it and marks its passengers (`others: [owner]`, the
 * `tourId` owner resolver); access is decided before these run.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { tourRecord, tourStarted } from './definition.ts';
import { listPassengers, markPassenger } from './passengers.ts';
import { moveTour } from './status.ts';
import { driverWorkday } from './workday.ts';

/** Handlers keyed by operationId. */
export function tourHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, tourRecord);
  const serialize = async (row: Parameters<typeof tourRecord.serialize>[1][number]) => ({
    data: (await tourRecord.serialize(db, [row]))[0]!,
  });
  return {
    ...companyRecordHandlers(db, tourRecord),
    async updateTour(request) {
      const tour = await records.findRow(request.params.tourId);
      if (tour.status !== 'programado') throw tourStarted();
      return records.update(request, tour.id);
    },
    getMyFleetWorkday: async (request) => ({ data: await driverWorkday(db, request.userId) }),
    async updateTourStatus(request) {
      const tour = await records.findRow(request.params.tourId);
      return serialize(await moveTour(db, tour, request.body));
    },
    async listTourPassengers(request) {
      const tour = await records.findRow(request.params.tourId);
      return { data: await listPassengers(db, tour.id) };
    },
    async updateTourPassenger(request) {
      const tour = await records.findRow(request.params.tourId);
      return {
        data: await markPassenger(db, tour, request.params.passengerId, request.body),
      };
    },
  };
}
