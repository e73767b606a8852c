/**
 * Demo data of the applications pipeline and interviews (docs/decisions/0028-applications-pipeline.md): the demo
 * company's two newest published vacancies get applications in every pipeline column (from job
 * seekers with a profile who had not applied to them), and the applications in «Entrevista» get
 * interviews — proposed and confirmed, this week and next, relative to the seed's run date.
 */
import { and, desc, eq, notInArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { matchScore } from '../handlers/recruiting/application-data.ts';
import type { SeedTx } from './job-seekers.ts';

const columns = [
  'enviada',
  'enviada',
  'vista',
  'en_proceso',
  'en_proceso',
  'entrevista',
  'entrevista',
  'seleccionada',
  'descartada',
  'retirada',
] as const;

const hour = 3_600_000;
const day = 24 * hour;

/**
 * Seeds the pipeline of `companyId` (see the module's comment).
 * @param options.now - the seed's clock in ms since the epoch.
 */
export async function seedPipeline(tx: SeedTx, options: { companyId: number; now: number }) {
  const { companyId, now } = options;
  const vacancyRows = await tx
    .select()
    .from(t.vacancies)
    .where(and(eq(t.vacancies.companyId, companyId), eq(t.vacancies.status, 'publicada')))
    .orderBy(desc(t.vacancies.publishedAt))
    .limit(2);
  // 10:00 Mexico City (16:00 UTC) on a day `days` from the run date.
  const slot = (days: number, extraHours = 0) =>
    new Date(Math.floor(now / day + days) * day + 16 * hour + extraHours * hour);
  let interviewDay = 1;
  for (const vacancy of vacancyRows) {
    const applied = await tx
      .select({ userId: t.jobApplications.userId })
      .from(t.jobApplications)
      .where(eq(t.jobApplications.vacancyId, vacancy.id));
    const taken = applied.map((a) => a.userId);
    const seekers = await tx
      .select({
        userId: t.profiles.userId,
        minSalary: t.profiles.minSalary,
        stateId: t.profiles.stateId,
        position: t.profiles.desiredPosition,
      })
      .from(t.profiles)
      .where(taken.length ? notInArray(t.profiles.userId, taken) : undefined)
      .orderBy(t.profiles.userId)
      .limit(columns.length);
    const inserted = await tx
      .insert(t.jobApplications)
      .values(
        seekers.map((seeker, k) => ({
          vacancyId: vacancy.id,
          userId: seeker.userId,
          status: columns[k]!,
          coverLetter: `Me interesa la vacante de ${vacancy.title}; puedo empezar de inmediato.`,
          expectedSalary: seeker.minSalary || null,
          matchScore: matchScore(
            {
              stateId: seeker.stateId,
              minSalary: seeker.minSalary,
              desiredPosition: seeker.position,
              jobTitle: seeker.position,
            },
            vacancy,
          ),
          createdAt: new Date(now - (k + 2) * day),
          statusChangedAt: new Date(now - k * hour),
        })),
      )
      .onConflictDoNothing()
      .returning();
    const interviewing = inserted.filter((a) => a.status === 'entrevista');
    await tx.insert(t.interviews).values(
      interviewing.map((application, k) => {
        const confirmed = k % 2 === 0;
        const days = interviewDay + (confirmed ? 0 : 6);
        interviewDay += 1;
        return {
          vacancyId: vacancy.id,
          candidateUserId: application.userId,
          jobApplicationId: application.id,
          status: confirmed ? ('confirmada' as const) : ('propuesta' as const),
          mode: confirmed ? ('presencial' as const) : ('videollamada' as const),
          scheduledAt: slot(days, k),
          // A waiting proposal offers three times (contract decision 51): the day, the next at
          // another hour, and the day after.
          proposedSlots: confirmed ? [] : [slot(days, k), slot(days + 1, k + 2), slot(days + 2, k)],
          durationMinutes: 45,
          location: confirmed ? 'Blvd. Aeropuerto 1200, León, Gto.' : null,
          roomName: confirmed ? null : `entrevista-${application.id}`,
          confirmedAt: confirmed ? new Date(now) : null,
          notes: 'Trae identificación oficial y licencia vigente.',
        };
      }),
    );
  }
}
