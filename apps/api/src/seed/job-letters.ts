/**
 * Demo labour letters: one issued letter, with the monthly salary, for each
 * worker of Transportes del Bajío (`empleado@` and `chofer@jornada.test`), so
 * that the demo shows the company's letters and the workforce matrix has
 * coworkers' letters to be refused on.
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { letterBody } from '../handlers/job-letters.ts';
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
  },
  {
    email: 'chofer@jornada.test',
    type: 'recomendacion',
    position: 'operador de tractocamión',
    startDate: '2019-08-15',
    salary: 2_150_000,
    daysAgo: 8,
  },
];

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
    const issuedAt = new Date(now - letter.daysAgo * 86_400_000);
    await tx.insert(t.jobLetters).values({
      userId,
      companyId,
      type: letter.type,
      status: 'emitida',
      position: letter.position,
      startDate: letter.startDate,
      monthlySalary: letter.salary,
      includeSalary: true,
      body: letterBody({
        type: letter.type,
        person: [user!.name, user!.surname, user!.lastname].filter(Boolean).join(' '),
        company: company!.legalName,
        position: letter.position,
        startDate: letter.startDate,
        endDate: null,
        salary: letter.salary,
        addressee: null,
      }),
      issuedAt,
      createdAt: new Date(issuedAt.getTime() - 86_400_000),
      updatedAt: issuedAt,
    });
  }
}
