/**
 * Operations of the signed clock-in links and kiosk PINs (decision 39): staff
 * (and the employee, for their own personal link and PIN) get, renew and
 * revoke links; the kiosk and personal pages read their link and check in
 * through it without signing in. Access is decided before these run.
 */
import type { AppContext, Handlers } from '../../../http/context.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { checkThroughLink, readClockLink } from './link-checks.ts';
import { currentLink, revokeLinks, toSignedUrl, type LinkOwner } from './links.ts';
import { generatePin, storePin, weakPin } from './pin.ts';

/** Handlers keyed by operationId. */
export function clockLinkHandlers({ db, config }: AppContext): Handlers {
  const secret = config.fileUrlSecret;
  const signedUrl = async (owner: LinkOwner, renew: boolean, userId: number | undefined) => ({
    data: toSignedUrl(
      config.publicUrl,
      secret,
      await currentLink(db, owner, { renew, createdByUserId: userId ?? null }),
    ),
  });
  const linkToken = (headers: Record<string, unknown>) => String(headers['x-clock-link'] ?? '');
  return {
    getCompanyKioskUrl: (request) =>
      signedUrl(
        { companyId: request.params.companyId, kind: 'kiosk' },
        request.query.renew,
        request.userId,
      ),
    async revokeCompanyKioskUrls(request, reply) {
      await revokeLinks(db, { companyId: request.params.companyId, kind: 'kiosk' });
      return reply.status(204).send();
    },
    getEmployeeClockInUrl: (request) =>
      signedUrl(
        {
          companyId: request.access.companyId!,
          kind: 'employee',
          employeeId: request.params.employeeId,
        },
        request.query.renew,
        request.userId,
      ),
    async revokeEmployeeClockInUrls(request, reply) {
      await revokeLinks(db, {
        companyId: request.access.companyId!,
        kind: 'employee',
        employeeId: request.params.employeeId,
      });
      return reply.status(204).send();
    },
    async setEmployeeClockPin(request) {
      const given = request.body.pin;
      if (!given && request.access.as === 'owner')
        throw unprocessable({ pin: [serverMessages.clockLinks.pinRequired] });
      if (given && weakPin(given))
        throw unprocessable({ pin: [serverMessages.clockLinks.pinWeak] });
      const pin = given ?? generatePin();
      await storePin(db, request.params.employeeId, pin);
      return { data: { pin } };
    },
    getClockLink: async (request) => ({
      data: await readClockLink(db, secret, linkToken(request.headers)),
    }),
    async createClockLinkAttendance(request, reply) {
      const { data, created } = await checkThroughLink(
        db,
        secret,
        linkToken(request.headers),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data });
    },
  };
}
