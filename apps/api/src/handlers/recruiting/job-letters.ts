/**
 * Labour letters: a worker requests one from a
 * company they belong to; the company issues, edits or rejects it.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { memberOf } from '../../access/grant.ts';
import type { Database } from '../../db/client.ts';
import {
  companies,
  departmentMembers,
  departments,
  employees,
  jobLetters,
  signedDocuments,
  users,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest, Schema } from '../../http/operations.ts';
import { paginate } from '../../http/pagination.ts';
import { notifyJobLetter } from './job-letter-notices.ts';

const typeTitles: Record<string, string> = {
  constancia_laboral: 'CONSTANCIA LABORAL',
  recomendacion: 'CARTA DE RECOMENDACIÓN',
  baja: 'CONSTANCIA DE BAJA',
};

/** 422 on `rejection_reason` (contract decision 51). */
const reasonError = (message: string) =>
  new HttpError(422, 'Revisa los datos de la carta.', 'unprocessable', {
    rejection_reason: [message],
  });

/** Allowed status changes of a letter. */
const transitions: Record<string, string[]> = {
  solicitada: ['emitida', 'rechazada'],
  emitida: ['firmada'],
  firmada: [],
  rechazada: [],
};

const dateEs = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('es-MX', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The Spanish text of a letter. */
export function letterBody(o: {
  type: string;
  person: string;
  company: string;
  position: string;
  startDate: string;
  endDate: string | null;
  salary: number | null;
  addressee: string | null;
}) {
  const salary = o.salary
    ? ` con un salario mensual bruto de ${(o.salary / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' })}`
    : '';
  const period = o.endDate
    ? `del ${dateEs(o.startDate)} al ${dateEs(o.endDate)}`
    : `desde el ${dateEs(o.startDate)} a la fecha`;
  return [
    typeTitles[o.type],
    '',
    o.addressee ? `${o.addressee}:` : 'A quien corresponda:',
    '',
    `${o.company} hace constar que ${o.person} ${o.endDate ? 'laboró' : 'labora'} en esta empresa como ${o.position} ${period}${salary}.`,
    o.type === 'recomendacion'
      ? 'Durante su estancia mostró responsabilidad y compromiso, por lo que la recomendamos ampliamente.'
      : '',
    'Se extiende la presente a petición de la persona interesada para los fines que le convengan.',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

async function loadLetters(db: Database, where: SQL | undefined, limit = 1, offset = 0) {
  const rows = await db
    .select({
      letter: jobLetters,
      user: { id: users.id, name: users.name, surname: users.surname, lastname: users.lastname },
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        verified: companies.verified,
        logo_url: companies.logoUrl,
      },
    })
    .from(jobLetters)
    .innerJoin(users, eq(users.id, jobLetters.userId))
    .innerJoin(companies, eq(companies.id, jobLetters.companyId))
    .where(where)
    .orderBy(desc(jobLetters.createdAt), desc(jobLetters.id))
    .limit(limit)
    .offset(offset);
  // The signed PDF of a `firmada` letter (decision 48): its record; getSignedDocument links the PDF.
  const ids = rows.map((row) => row.letter.id);
  const signed = new Map(
    (ids.length
      ? await db
          .select({ id: signedDocuments.id, letterId: signedDocuments.jobLetterId })
          .from(signedDocuments)
          .where(inArray(signedDocuments.jobLetterId, ids))
      : []
    ).map((row) => [row.letterId, row.id]),
  );
  return rows.map(({ letter: l, user, company }) => ({
    id: l.id,
    folio: `CL-${l.createdAt.getUTCFullYear()}-${String(l.id).padStart(6, '0')}`,
    user: { id: user.id, name: [user.name, user.surname, user.lastname].filter(Boolean).join(' ') },
    company,
    type: l.type as Schema<'JobLetter'>['type'],
    status: l.status as Schema<'JobLetter'>['status'],
    position: l.position,
    start_date: l.startDate,
    end_date: l.endDate,
    monthly_salary: l.includeSalary ? l.monthlySalary : null,
    currency: 'MXN' as const,
    body: l.body,
    pdf_url: null,
    signed_document_id: signed.get(l.id) ?? null,
    issued_at: l.issuedAt?.toISOString() ?? null,
    rejection_reason: l.rejectionReason,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  }));
}

function list(
  db: Database,
  request: OperationRequest<'listCompanyJobLetters' | 'listUserJobLetters'>,
  base: SQL,
) {
  const { page, per_page: perPage } = request.query;
  // Only the company list declares `status`; a user's list honours it all the same.
  const status = 'status' in request.query ? request.query.status : undefined;
  const where = and(base, status ? eq(jobLetters.status, status) : undefined)!;
  return paginate({
    page,
    perPage,
    count: async () => (await db.select({ n: count() }).from(jobLetters).where(where))[0]?.n ?? 0,
    rows: (limit, offset) => loadLetters(db, where, limit, offset),
  });
}

/**
 * The letter of the path and the caller's side: `worker` for the person it is about (the
 * record's owner), `company` for its staff and administrators; the access helper refused the
 * rest. @throws 404 when the letter does not exist.
 */
async function accessible(
  db: Database,
  request: OperationRequest<'getJobLetter' | 'updateJobLetter'>,
) {
  const { jobLetterId } = request.params;
  const [letter] = await db.select().from(jobLetters).where(eq(jobLetters.id, jobLetterId));
  if (!letter) throw notFound('Esta carta no existe.');
  if (letter.userId === request.userId) return { letter, side: 'worker' as const };
  return { letter, side: 'company' as const };
}

/** Handlers keyed by operationId. */
export function jobLetterHandlers({ db }: AppContext): Handlers {
  return {
    async createJobLetter(request, reply) {
      const { userId } = request.params;
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound('Este usuario no existe.');
      const body = request.body;
      const [company] = await db.select().from(companies).where(eq(companies.id, body.company_id));
      if (!company || !memberOf(request.access, company.id)) {
        throw new HttpError(422, 'Revisa los datos de la carta.', 'unprocessable', {
          company_id: ['Solo puedes pedir cartas a empresas donde trabajas.'],
        });
      }
      const [department] = await db
        .select({ name: departments.name })
        .from(departmentMembers)
        .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
        .where(and(eq(departmentMembers.userId, userId), eq(departments.companyId, company.id)));
      // The person's employee record, when there is one (a hired candidate's, decision 0036),
      // names the position and the hire date; otherwise the department and the account's date.
      const [employee] = await db
        .select({ position: employees.position, hiredAt: employees.hiredAt })
        .from(employees)
        .where(and(eq(employees.userId, userId), eq(employees.companyId, company.id)))
        .orderBy(desc(employees.id))
        .limit(1);
      const position =
        employee?.position ??
        (department ? `colaborador del área de ${department.name}` : 'colaborador');
      const startDate = employee?.hiredAt ?? user.createdAt.toISOString().slice(0, 10);
      const endDate = body.type === 'baja' ? new Date().toISOString().slice(0, 10) : null;
      const person = [user.name, user.surname, user.lastname].filter(Boolean).join(' ');
      const [created] = await db
        .insert(jobLetters)
        .values({
          userId,
          companyId: company.id,
          type: body.type,
          position,
          startDate,
          endDate,
          includeSalary: body.include_salary ?? false,
          addressee: body.addressee ?? null,
          body: letterBody({
            type: body.type,
            person,
            company: company.legalName,
            position,
            startDate,
            endDate,
            salary: null,
            addressee: body.addressee ?? null,
          }),
        })
        .returning({ id: jobLetters.id });
      await notifyJobLetter(db, created!.id, 'requested', request.userId);
      return reply
        .status(201)
        .send({ data: (await loadLetters(db, eq(jobLetters.id, created!.id)))[0]! });
    },

    async listUserJobLetters(request) {
      const { userId } = request.params;
      return list(db, request, eq(jobLetters.userId, userId));
    },

    async listCompanyJobLetters(request) {
      const { companyId } = request.params;
      return list(db, request, eq(jobLetters.companyId, companyId));
    },

    async getJobLetter(request) {
      const { letter } = await accessible(db, request);
      return { data: (await loadLetters(db, eq(jobLetters.id, letter.id)))[0]! };
    },

    async updateJobLetter(request) {
      const { letter, side } = await accessible(db, request);
      if (side !== 'company')
        throw new HttpError(403, 'Solo la empresa emite o edita la carta.', 'forbidden');
      const body = request.body;
      if (
        body.status &&
        body.status !== letter.status &&
        !transitions[letter.status]!.includes(body.status)
      ) {
        throw new HttpError(409, 'La carta no puede pasar a ese estado.', 'invalid_transition');
      }
      if (!body.status && letter.status !== 'solicitada')
        throw new HttpError(409, 'Solo se edita una carta solicitada.', 'invalid_transition');
      const rejecting = body.status === 'rechazada' && letter.status !== 'rechazada';
      const reason = body.rejection_reason?.trim();
      if (rejecting && !reason) throw reasonError('Escribe el motivo del rechazo.');
      if (!rejecting && body.rejection_reason !== undefined)
        throw reasonError('El motivo solo se escribe al rechazar la solicitud.');
      await db
        .update(jobLetters)
        .set({
          ...(body.status ? { status: body.status } : {}),
          ...(body.status === 'emitida' ? { issuedAt: new Date() } : {}),
          ...(body.position ? { position: body.position } : {}),
          ...(body.start_date ? { startDate: body.start_date } : {}),
          ...(body.end_date !== undefined ? { endDate: body.end_date } : {}),
          ...(body.monthly_salary !== undefined ? { monthlySalary: body.monthly_salary } : {}),
          ...(body.body ? { body: body.body } : {}),
          ...(rejecting ? { rejectionReason: reason } : {}),
          updatedAt: new Date(),
        })
        .where(eq(jobLetters.id, letter.id));
      if (
        (body.status === 'emitida' || body.status === 'rechazada') &&
        body.status !== letter.status
      )
        await notifyJobLetter(db, letter.id, body.status, request.userId);
      return { data: (await loadLetters(db, eq(jobLetters.id, letter.id)))[0]! };
    },
  };
}
