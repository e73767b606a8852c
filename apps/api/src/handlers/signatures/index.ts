/**
 * Digital signatures (decision 48;
 * docs/decisions/0030-signed-documents.md): storing a person's signature,
 * signing a labour letter or a stored document, reading a signed document,
 * and the public verification of a copy or a code.
 */
import { desc, eq } from 'drizzle-orm';
import { memberOf, type AccessGrant } from '../../access/grant.ts';
import { reserveAttempt, sourceOf, type ThrottlePolicy } from '../../auth/throttle.ts';
import {
  attendances,
  digitalSignatures,
  employees,
  jobLetters,
  revisionOrders,
  signedDocuments,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { codeInPdf, sha256Hex } from '../../signatures/seal.ts';
import { sealKeyring } from '../../signatures/seal-key.ts';
import { listSignedDocuments } from './list.ts';
import { rowSeal, toSignature, toSignedDocument, type SignedRow } from './records.ts';
import { signSubject } from './sign.ts';

const messages = serverMessages.signatures;

/** Verifications one address may make: 60 in ten minutes. */
export const verificationPolicy: ThrottlePolicy = {
  free: 60,
  maxDelaySeconds: 600,
  windowSeconds: 600,
  lockout: true,
};

/** The decoded image of a signature data URL, or 422 when it is not a PNG or a safe SVG. */
function checkImage(dataUrl: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const svg = bytes.toString('utf8');
  const safeSvg =
    dataUrl.startsWith('data:image/svg+xml') &&
    /<svg[\s>]/i.test(svg) &&
    !/<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(svg);
  if (dataUrl.startsWith('data:image/png') ? !png || bytes.length < 60 : !safeSvg)
    throw new HttpError(422, messages.summary, 'unprocessable', { signature: [messages.badImage] });
}

/** Handlers keyed by operationId. */
export function signatureHandlers({ db, config, storage }: AppContext): Handlers {
  /**
   * Whether `userId` may read a signed document: its signer, the letter's holder and company
   * staff, the revision order's company staff, the attendance record's company staff and
   * employee (decision 52), administrators. `access` is the caller's grant (`memberOf: [staff]`).
   */
  async function mayRead(row: SignedRow, userId: number, access: AccessGrant) {
    const staffOf = (companyId: number) => memberOf(access, companyId);
    if (row.signerUserId === userId) return true;
    if (row.jobLetterId) {
      const [letter] = await db.select().from(jobLetters).where(eq(jobLetters.id, row.jobLetterId));
      if (letter && letter.userId === userId) return true;
      if (letter && staffOf(letter.companyId)) return true;
    }
    if (row.revisionOrderId) {
      const [order] = await db
        .select({ companyId: revisionOrders.companyId })
        .from(revisionOrders)
        .where(eq(revisionOrders.id, row.revisionOrderId));
      if (order && staffOf(order.companyId)) return true;
    }
    if (row.attendanceId) {
      const [record] = await db
        .select({ companyId: attendances.companyId, employeeUserId: employees.userId })
        .from(attendances)
        .innerJoin(employees, eq(employees.id, attendances.employeeId))
        .where(eq(attendances.id, row.attendanceId));
      if (record && record.employeeUserId === userId) return true;
      if (record && staffOf(record.companyId)) return true;
    }
    return access.isAdmin;
  }

  return {
    async getMyDigitalSignature(request) {
      const [row] = await db
        .select()
        .from(digitalSignatures)
        .where(eq(digitalSignatures.userId, request.userId))
        .orderBy(desc(digitalSignatures.createdAt), desc(digitalSignatures.id))
        .limit(1);
      return { data: row ? toSignature(row) : null };
    },

    async createDigitalSignature(request, reply) {
      checkImage(request.body.signature);
      const [row] = await db
        .insert(digitalSignatures)
        .values({ userId: request.userId, image: request.body.signature })
        .returning();
      return reply.status(201).send({ data: toSignature(row!) });
    },

    async getDigitalSignature(request) {
      const userId = request.userId;
      const [row] = await db
        .select()
        .from(digitalSignatures)
        .where(eq(digitalSignatures.id, request.params.signatureId));
      if (!row || (row.userId !== userId && !request.access!.isAdmin))
        throw notFound(messages.signatureNotFound);
      return { data: toSignature(row) };
    },

    async signDocument(request, reply) {
      const row = await signSubject(db, config, storage, request);
      return reply
        .status(201)
        .send({ data: await toSignedDocument(db, config, request.server.publicUrl, row) });
    },

    listSignedDocuments: (request) => listSignedDocuments(db, config, request),

    async getSignedDocument(request) {
      const [row] = await db
        .select()
        .from(signedDocuments)
        .where(eq(signedDocuments.id, request.params.signedDocumentId));
      if (!row || !(await mayRead(row, request.userId, request.access!)))
        throw notFound(messages.signedNotFound);
      return { data: await toSignedDocument(db, config, request.server.publicUrl, row) };
    },

    async verifySignedDocument(request) {
      const reservation = await reserveAttempt(
        db,
        `verify-signed:${sourceOf(request.ip)}`,
        verificationPolicy,
      );
      if (!reservation.admitted)
        throw new HttpError(429, messages.tooManyVerifications, 'too_many_requests', undefined, {
          'retry-after': String(reservation.retryAfterSeconds),
        });
      const body = request.body;
      let copyHash = body.sha256 ?? null;
      let code = body.verification_code ?? null;
      if (body.pdf) {
        const bytes = Buffer.from(body.pdf.slice(body.pdf.indexOf(',') + 1), 'base64');
        if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw new HttpError(422, messages.summary, 'unprocessable', { pdf: [messages.badPdf] });
        copyHash = sha256Hex(bytes);
        code ??= codeInPdf(bytes);
      }
      const find = async (where: ReturnType<typeof eq>) =>
        (await db.select().from(signedDocuments).where(where).limit(1))[0];
      const row =
        (copyHash ? await find(eq(signedDocuments.sha256, copyHash)) : undefined) ??
        (code ? await find(eq(signedDocuments.verificationCode, code)) : undefined);
      if (!row)
        return { data: { valid: false, status: 'desconocido' as const, signed_document: null } };
      const seal = rowSeal(await sealKeyring(config), row);
      const matches = !copyHash || copyHash === row.sha256;
      const valid = seal === 'intacto' && matches;
      return {
        data: {
          valid,
          status: valid
            ? ('autentico' as const)
            : seal === 'clave_desconocida'
              ? ('sello_desconocido' as const)
              : ('alterado' as const),
          signed_document: await toSignedDocument(db, config, request.server.publicUrl, row),
        },
      };
    },
  };
}
