/**
 * Complaints' operations (decision 41): lists and
 * reads on the generic company-owned record, filing, status moves and the
 * conversation written by hand beside it. Every answer goes through
 * `forViewer`, so the company's staff never see who filed an anonymous one.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessGrant } from '../../access/enforce.ts';
import { complaints } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import type { SignedIn } from '../../http/signed-in.ts';
import { companyRecords } from '../../records/company-record.ts';
import type { PageQuery } from '../../records/record-operations.ts';
import { moveComplaint, writeOnComplaint } from './conversation.ts';
import { complaintEventsFor, complaintRecord, forViewer, type ComplaintRow } from './definition.ts';
import { fileComplaint } from './filing.ts';
import { notifyComplaint, type ComplaintNotice } from './notices.ts';

/** Handlers keyed by operationId. */
export function complaintHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, complaintRecord);

  type Viewer = SignedIn & { access: AccessGrant };
  const viewerOf = (request: Viewer): Viewer => ({
    userId: request.userId,
    access: request.access,
  });

  async function detail(row: ComplaintRow, request: Viewer) {
    const viewer = viewerOf(request);
    const [complaint] = await records.load(eq(complaints.id, row.id), []);
    const shown = forViewer(complaint!, viewer);
    return { data: { ...shown, events: await complaintEventsFor(db, complaint!, viewer) } };
  }

  async function page(
    request: Viewer & { query: PageQuery },
    access: AccessGrant,
    extra?: Parameters<typeof records.list>[1],
  ) {
    const result = await records.list({ access, query: request.query }, extra);
    return { ...result, data: result.data.map((c) => forViewer(c, viewerOf(request))) };
  }

  /** Notifies after the write committed; a failed notice is logged, never the caller's error. */
  const notify = (
    row: ComplaintRow,
    notice: ComplaintNotice,
    actorId: number,
    log: FastifyBaseLogger,
  ) =>
    notifyComplaint(db, row, notice, actorId).catch((error: unknown) =>
      log.error({ err: error, complaintId: row.id }, 'no se pudo avisar de la queja'),
    );

  return {
    listCompanyComplaints: (request) => page(request, request.access),
    listComplaints: (request) => page(request, { ...request.access, companyIds: null }),
    listUserComplaints: (request) =>
      page(
        request,
        { ...request.access, companyIds: null },
        eq(complaints.reporterUserId, request.params.userId),
      ),
    getComplaint: async (request) =>
      detail(await records.findRow(request.params.complaintId), request),

    async createComplaint(request, reply) {
      const row = await fileComplaint(db, request.userId, request.body);
      await notify(row, { kind: 'filed' }, request.userId, request.log);
      const [complaint] = await records.load(eq(complaints.id, row.id), []);
      return reply.status(201).send({ data: complaint! });
    },

    async updateComplaintStatus(request) {
      const { status, message } = request.body;
      const row = await moveComplaint(
        db,
        request.params.complaintId,
        status,
        message,
        viewerOf(request),
      );
      const [complaint] = await records.load(eq(complaints.id, row.id), []);
      await notify(
        row,
        { kind: 'status', status, companyName: complaint!.company_name },
        request.userId,
        request.log,
      );
      return detail(row, request);
    },

    async createComplaintMessage(request, reply) {
      const { row, role } = await writeOnComplaint(
        db,
        request.params.complaintId,
        request.body.message,
        viewerOf(request),
      );
      const [complaint] = await records.load(eq(complaints.id, row.id), []);
      await notify(
        row,
        role === 'reporter'
          ? { kind: 'follow_up' }
          : { kind: 'answer', companyName: complaint!.company_name },
        request.userId,
        request.log,
      );
      return reply.status(201).send(await detail(row, request));
    },
  };
}
