/**
 * Demo vacancies published by `candidato@jornada.test` as a person, without a
 * company (openapi/README.md decision 12): three in Jalisco, in three statuses.
 */
import { eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { SeedTx } from './job-seekers.ts';

const demo = [
  {
    title: 'Ayudante de albañil para remodelación de casa',
    description:
      'Busco ayudante para remodelar una casa en Zapopan durante tres semanas: demolición de muros, acarreo de material y apoyo en colado de losa.\n\nHorario de lunes a sábado de 8:00 a 17:00.',
    requirements: ['Experiencia en obra negra', 'Disponibilidad inmediata'],
    benefits: ['Pago semanal', 'Comida incluida'],
    category: 'construccion',
    municipality: '120',
    salaryMin: 1_000_000,
    salaryMax: 1_200_000,
    modality: 'presencial',
    employmentType: 'temporal',
    status: 'publicada',
    tags: ['obra negra', 'remodelación'],
    daysAgo: 4,
  },
  {
    title: 'Asesora de matemáticas para secundaria',
    description:
      'Busco asesora de matemáticas para mi hijo de segundo de secundaria, dos tardes por semana, en línea o en Guadalajara.\n\nTemas: álgebra, ecuaciones y geometría.',
    requirements: ['Estudios de licenciatura en curso o terminados', 'Paciencia y buena actitud'],
    benefits: ['Horario flexible'],
    category: 'educacion',
    municipality: '039',
    salaryMin: 400_000,
    salaryMax: 0,
    modality: 'hibrido',
    employmentType: 'medio_tiempo',
    status: 'publicada',
    tags: ['clases particulares'],
    daysAgo: 10,
  },
  {
    title: 'Chofer particular para viajes de fin de semana',
    description:
      'Borrador: busco chofer con licencia vigente para viajes de fin de semana de Guadalajara a Puerto Vallarta, con vehículo propio de la familia.',
    requirements: ['Licencia de automovilista vigente'],
    benefits: [],
    category: 'logistica-y-transporte',
    municipality: '039',
    salaryMin: 0,
    salaryMax: 0,
    modality: 'presencial',
    employmentType: 'por_proyecto',
    status: 'borrador',
    tags: [],
    daysAgo: 1,
  },
] as const;

/** Seeds the demo user vacancies of one person. */
export async function seedUserVacancies(tx: SeedTx, userId: number, now: number): Promise<void> {
  const [jalisco] = await tx.select().from(t.states).where(eq(t.states.inegiCode, '14'));
  if (!jalisco) return;
  const munis = await tx
    .select()
    .from(t.municipalities)
    .where(eq(t.municipalities.stateId, jalisco.id));
  const categories = await tx
    .select()
    .from(t.jobCategories)
    .where(
      inArray(
        t.jobCategories.slug,
        demo.map((d) => d.category),
      ),
    );
  const [user] = await tx.select().from(t.users).where(eq(t.users.id, userId));
  const rows = demo.flatMap((d) => {
    const category = categories.find((c) => c.slug === d.category);
    if (!category) return [];
    const at = new Date(now - d.daysAgo * 86_400_000);
    return [
      {
        userId,
        title: d.title,
        description: d.description,
        requirements: [...d.requirements],
        benefits: [...d.benefits],
        jobCategoryId: category.id,
        stateId: jalisco.id,
        municipalityId: munis.find((m) => m.inegiCode === d.municipality)?.id ?? null,
        salaryMin: d.salaryMin,
        salaryMax: d.salaryMax,
        modality: d.modality,
        employmentType: d.employmentType,
        status: d.status,
        tags: [...d.tags],
        positions: 1,
        contactEmail: user?.email ?? null,
        contactPhone: '3312345678',
        publishedAt: d.status === 'publicada' ? at : null,
        createdAt: at,
        updatedAt: at,
      },
    ];
  });
  if (rows.length) await tx.insert(t.userVacancies).values(rows);
}
