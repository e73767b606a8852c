/**
 * Demo labour letters: one issued letter, with the monthly salary, for each
 * worker of Transportes del Bajío (`empleado@` and `chofer@jornada.test`), so
 * that the demo shows the company's letters and the workforce matrix has
 * coworkers' letters to be refused on; plus requests waiting in the company's
 * «Cartas laborales» inbox and a rejected one with its reason (docs/decisions/0029-letters-and-seeker-journey.md).
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { letterBody } from '../handlers/recruiting/job-letters.ts';
import type { SeedTx } from './job-seekers.ts';

/** The letters: worker e-mail, type, position, start date and monthly salary in cents. */
const letters = [
  {
    email: 'empleado@jornada.test',
    type: 'constancia_laboral',
    position: 'auxiliar de operaciones',
    startDate: '2022-03-01',
    salary: 1_650_000,
    daysAgo: 20,
    status: 'emitida',
  },
  {
    email: 'chofer@jornada.test',
    type: 'recomendacion',
    position: 'operador de tractocamión',
    startDate: '2019-08-15',
    salary: 2_150_000,
    daysAgo: 8,
    status: 'emitida',
  },
  {
    email: 'empleado@jornada.test',
    type: 'recomendacion',
    position: 'auxiliar de operaciones',
    startDate: '2022-03-01',
    salary: null,
    daysAgo: 2,
    status: 'solicitada',
  },
  {
    email: 'chofer@jornada.test',
    type: 'constancia_laboral',
    position: 'operador de tractocamión',
    startDate: '2019-08-15',
    salary: null,
    daysAgo: 1,
    status: 'solicitada',
  },
  {
    email: 'chofer@jornada.test',
    type: 'baja',
    position: 'operador de tractocamión',
    startDate: '2019-08-15',
    salary: null,
    daysAgo: 40,
    status: 'rechazada',
  },
];

/** Why the demo company rejected a letter (`rejection_reason`, contract decision 51). */
const rejectionReason =
  'Sigues laborando con nosotros; la constancia de baja se emite al concluir la relación laboral.';

/**
 * Seeds the demo letters.
 * @param userIds - user id of each demo account by e-mail.
 * @param companyId - id of Transportes del Bajío.
 */
export async function seedJobLetters(
  tx: SeedTx,
  { userIds, companyId, now }: { userIds: Map<string, number>; companyId: number; now: number },
): Promise<void> {
  const [company] = await tx.select().from(t.companies).where(eq(t.companies.id, companyId));
  for (const letter of letters) {
    const userId = userIds.get(letter.email)!;
    const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId));
    const at = new Date(now - letter.daysAgo * 86_400_000);
    const issued = letter.status === 'emitida';
    const draft = letterBody({
      type: letter.type,
      person: [user!.name, user!.surname, user!.lastname].filter(Boolean).join(' '),
      company: company!.legalName,
      position: letter.position,
      startDate: letter.startDate,
      endDate: null,
      salary: letter.salary,
      addressee: null,
    });
    await tx.insert(t.jobLetters).values({
      userId,
      companyId,
      type: letter.type,
      status: letter.status,
      position: letter.position,
      startDate: letter.startDate,
      monthlySalary: letter.salary,
      includeSalary: letter.salary !== null,
      body: draft,
      rejectionReason: letter.status === 'rechazada' ? rejectionReason : null,
      issuedAt: issued ? at : null,
      createdAt: issued ? new Date(at.getTime() - 86_400_000) : at,
      updatedAt: at,
    });
  }
}
