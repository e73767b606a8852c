/**
 * Demo job seekers: the full profile, bookmarks and applications of
 * `candidato@jornada.test`, and about twenty more job seekers with profiles
 * and applications (es-MX, deterministic).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { matchScore } from '../handlers/recruiting/application-data.ts';
import { mulberry32, pick, pickDistinct } from './data/index.ts';
import { seedUserVacancies } from './user-vacancies.ts';

/** A transaction of the seed. */
export type SeedTx = Parameters<Parameters<Database['transaction']>[0]>[0];

const firstNames = [
  'Ana',
  'Luis',
  'Sofía',
  'Diego',
  'Valeria',
  'Jorge',
  'Daniela',
  'Miguel',
  'Paola',
  'Raúl',
  'Karla',
  'Héctor',
  'Ximena',
  'Óscar',
  'Guadalupe',
  'Arturo',
  'Brenda',
  'Rodrigo',
  'Itzel',
  'Emilio',
];
const surnames = [
  'García',
  'Hernández',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Flores',
  'Torres',
  'Rivera',
  'Gómez',
  'Díaz',
  'Cruz',
  'Morales',
  'Reyes',
  'Jiménez',
  'Mendoza',
  'Aguilar',
];
const positions = [
  'Operador de tractocamión',
  'Auxiliar de almacén',
  'Montacarguista',
  'Ejecutivo de ventas',
  'Analista de logística',
  'Recepcionista',
  'Cajero',
  'Técnico de mantenimiento',
  'Ayudante general',
  'Supervisor de producción',
];
const degrees = ['secundaria', 'bachillerato', 'tecnico', 'licenciatura'] as const;
const applicationStatuses = ['enviada', 'vista', 'en_proceso', 'entrevista', 'descartada'];

/** Seeds profiles, bookmarks and applications. @param candidateId - id of `candidato@jornada.test`. */
export async function seedJobSeekers(
  tx: SeedTx,
  options: { candidateId: number; passwordHash: string; now: number },
) {
  const random = mulberry32(2026);
  const vacancyRows = await tx
    .select()
    .from(t.vacancies)
    .where(eq(t.vacancies.status, 'publicada'))
    .orderBy(asc(t.vacancies.id));
  const skillRows = await tx.select({ id: t.softSkills.id }).from(t.softSkills);
  const [jalisco] = await tx.select().from(t.states).where(eq(t.states.inegiCode, '14'));
  const [gdl] = await tx
    .select()
    .from(t.municipalities)
    .where(eq(t.municipalities.stateId, jalisco!.id))
    .orderBy(asc(t.municipalities.inegiCode));

  const seekers: { id: number; position: string }[] = [
    { id: options.candidateId, position: 'Operador de tractocamión' },
  ];
  const users = await tx
    .insert(t.users)
    .values(
      firstNames.map((name, i) => ({
        name,
        surname: surnames[i]!,
        lastname: surnames[(i + 7) % surnames.length]!,
        email: `candidato${String(i + 1).padStart(2, '0')}@jornada.test`,
        passwordHash: options.passwordHash,
        emailVerifiedAt: new Date(options.now),
      })),
    )
    .returning();
  await tx.insert(t.userRoles).values(users.map((u) => ({ userId: u.id, role: 'job_seeker' })));
  for (const u of users) seekers.push({ id: u.id, position: pick(random, positions) });

  for (const [i, seeker] of seekers.entries()) {
    const full = i === 0;
    const vacancy = pick(random, vacancyRows);
    const minSalary = (8 + Math.floor(random() * 20)) * 100_000;
    await tx.insert(t.profiles).values({
      userId: seeker.id,
      address: full ? 'Av. Vallarta 1200, Col. Americana' : null,
      desiredPosition: seeker.position,
      description: `Busco empleo como ${seeker.position.toLowerCase()}. Soy responsable, puntual y me gusta aprender.`,
      jobTitle: seeker.position,
      stateId: full ? jalisco!.id : vacancy.stateId,
      municipalityId: full ? (gdl?.id ?? null) : vacancy.municipalityId,
      languages: full
        ? [
            { id: 1, name: 'Español', level: 'nativo' },
            { id: 2, name: 'Inglés', level: 'intermedio' },
          ]
        : [{ id: 1, name: 'Español', level: 'nativo' }],
      travelAvailability: full || random() < 0.5,
      relocateAvailability: random() < 0.3,
      driverLicense: full ? 'E' : random() < 0.4 ? 'B' : null,
      minSalary,
      maxSalary: minSalary + 600_000,
      backgrounds: [
        {
          id: 1,
          company: 'Fletes del Centro',
          position: seeker.position,
          description: 'Rutas nacionales y entregas a tiempo.',
          start_date: '2019-02-01',
          end_date: full ? null : '2023-06-30',
        },
      ],
      educations: [
        {
          id: 1,
          degree: full ? 'tecnico' : pick(random, degrees),
          institution: 'CONALEP Jalisco',
          field: null,
          start_date: '2012-08-15',
          end_date: '2015-07-01',
        },
      ],
      courses: full
        ? [
            {
              id: 1,
              name: 'Manejo defensivo',
              institution: 'Cruz Roja Mexicana',
              completed_at: '2022-05-20',
              certificate_url: null,
            },
          ]
        : [],
      cvType: 'generado',
    });
    await tx.insert(t.userSoftSkills).values(
      pickDistinct(random, skillRows, full ? 5 : 3).map((s) => ({
        userId: seeker.id,
        softSkillId: s.id,
      })),
    );
    const applied = pickDistinct(random, vacancyRows, full ? 4 : 1 + Math.floor(random() * 3));
    await tx.insert(t.jobApplications).values(
      applied.map((v, k) => ({
        vacancyId: v.id,
        userId: seeker.id,
        status: full ? applicationStatuses[k]! : pick(random, applicationStatuses),
        coverLetter: `Me interesa la vacante de ${v.title}.`,
        expectedSalary: minSalary,
        matchScore: matchScore(
          {
            stateId: v.stateId,
            minSalary,
            desiredPosition: seeker.position,
            jobTitle: seeker.position,
          },
          v,
        ),
        createdAt: new Date(options.now - (k + 1) * 86_400_000),
        statusChangedAt: new Date(options.now - k * 43_200_000),
      })),
    );
    if (full) await seedCandidateExtras(tx, seeker.id, applied, options.now);
    const saved = pickDistinct(random, vacancyRows, full ? 5 : 2);
    await tx.insert(t.bookmarks).values(saved.map((v) => ({ userId: seeker.id, vacancyId: v.id })));
  }
}

/** Interviews and a job letter of `candidato@jornada.test`. */
async function seedCandidateExtras(
  tx: SeedTx,
  userId: number,
  applied: (typeof t.vacancies.$inferSelect)[],
  now: number,
) {
  const rows = await tx
    .select()
    .from(t.jobApplications)
    .where(eq(t.jobApplications.userId, userId));
  const byVacancy = new Map(rows.map((a) => [a.vacancyId, a]));
  const at = (days: number, hour: number) =>
    new Date(Math.floor(now / 86_400_000 + days) * 86_400_000 + hour * 3_600_000);
  const [interviewing, inProcess] = [applied[3]!, applied[2]!];
  await tx.insert(t.interviews).values([
    {
      vacancyId: interviewing.id,
      candidateUserId: userId,
      jobApplicationId: byVacancy.get(interviewing.id)?.id ?? null,
      status: 'confirmada',
      mode: 'presencial',
      scheduledAt: at(3, 16),
      location: 'Recepción de la empresa, planta baja',
      confirmedAt: new Date(now),
      notes: 'Trae identificación oficial y licencia vigente.',
    },
    {
      vacancyId: inProcess.id,
      candidateUserId: userId,
      jobApplicationId: byVacancy.get(inProcess.id)?.id ?? null,
      status: 'propuesta',
      mode: 'videollamada',
      scheduledAt: at(5, 17),
      roomName: 'entrevista-demo-candidata',
    },
  ]);
  await tx.insert(t.jobLetters).values({
    userId,
    companyId: applied[0]!.companyId,
    type: 'recomendacion',
    status: 'emitida',
    position: 'Operadora de tractocamión',
    startDate: '2019-02-01',
    endDate: '2023-06-30',
    body: 'CARTA DE RECOMENDACIÓN\n\nA quien corresponda:\n\nHacemos constar que Mariana López Hernández laboró con nosotros como operadora de tractocamión del 1 de febrero de 2019 al 30 de junio de 2023. La recomendamos ampliamente.',
    issuedAt: new Date(now - 30 * 86_400_000),
  });
  await seedUserVacancies(tx, userId, now);
}
