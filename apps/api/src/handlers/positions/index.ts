/**
 * Positions' operations (decision 38): a driver's app
 * sends fixes while on a tour, tracker apps send them on the OsmAnd protocol,
 * and staff read a unit's last fix, the fleet map and a unit's day track.
 * Access is decided before these run (`sendUnitPosition` admits only the
 * unit's drivers; the OsmAnd endpoint is public and keyed by the device id).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { receiveOsmAnd } from './osmand.ts';
import { dayTrack, lastPosition, unitLocations } from './read.ts';
import { sendPosition } from './send.ts';

/** Handlers keyed by operationId. */
export function positionHandlers({ db }: AppContext): Handlers {
  return {
    async sendUnitPosition(request, reply) {
      const { position } = await sendPosition(
        db,
        request.params.unitId,
        request.userId,
        request.body,
      );
      return reply.status(201).send({ data: position });
    },
    async receiveOsmAndPosition(request, reply) {
      await receiveOsmAnd(db, request);
      return reply.status(200).send();
    },
    async receiveOsmAndPositionByGet(request, reply) {
      await receiveOsmAnd(db, request);
      return reply.status(200).send();
    },
    getUnitPosition: async (request) => ({ data: await lastPosition(db, request.params.unitId) }),
    listCompanyUnitLocations: async (request) => ({
      data: await unitLocations(db, request.params.companyId),
    }),
    listUnitTrack: async (request) => ({
      data: await dayTrack(db, request.params.unitId, request.query.date),
    }),
  };
}
