/**
 * Demo data of the recruiting screens (docs/decisions/0027-vacancy-console.md): Transportes del Bajío has a
 * vacancy in every status of ADR 0003 besides the generated published ones (a draft, three
 * waiting for revision, a paused, a closed and a rejected one with the administrator's reason),
 * and the administrator's console has a company waiting to be verified and authorised, with a
 * vacancy of its own under revision.
 */
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { SeedTx } from './job-seekers.ts';

const day = 86_400_000;

interface DemoVacancy {
  title: string;
  status: 'borrador' | 'en_revision' | 'pausada' | 'cerrada' | 'rechazada';
  reason?: string;
  daysAgo: number;
  salary: [number, number];
}

/** The demo company's vacancies, one or more per status. */
const bajio: DemoVacancy[] = [
  {
    title: 'Coordinador de patio (borrador)',
    status: 'borrador',
    daysAgo: 1,
    salary: [1600000, 2000000],
  },
  {
    title: 'Operador de tractocamión sencillo',
    status: 'en_revision',
    daysAgo: 3,
    salary: [2000000, 2600000],
  },
  {
    title: 'Auxiliar de tráfico nocturno',
    status: 'en_revision',
    daysAgo: 2,
    salary: [1300000, 1600000],
  },
  {
    title: 'Mecánico diésel de taller',
    status: 'en_revision',
    daysAgo: 1,
    salary: [1800000, 2300000],
  },
  {
    title: 'Montacarguista para temporada alta',
    status: 'pausada',
    daysAgo: 20,
    salary: [1200000, 1400000],
  },
  {
    title: 'Despachador de rutas (cubierta)',
    status: 'cerrada',
    daysAgo: 60,
    salary: [1500000, 1800000],
  },
  {
    title: 'Chofer de reparto con auto propio',
    status: 'rechazada',
    reason:
      'La descripción pide un depósito en efectivo a los candidatos; quítalo y envíala de nuevo.',
    daysAgo: 5,
    salary: [1100000, 1300000],
  },
];

/** Everything the vacancies need that the caller already looked up. */
export interface RecruitingSeedContext {
  /** Company ids by slug. */
  companyIds: Map<string, number>;
  /** Milliseconds since the epoch the demo is relative to. */
  now: number;
}

/** Writes the recruiting demo (see the module's comment). */
export async function seedRecruiting(tx: SeedTx, { companyIds, now }: RecruitingSeedContext) {
  const [state] = await tx.select().from(t.states).where(eq(t.states.inegiCode, '11'));
  const [category] = await tx
    .select()
    .from(t.jobCategories)
    .where(eq(t.jobCategories.slug, 'logistica-y-transporte'));
  const common = {
    description:
      'Buscamos a alguien con experiencia para sumarse al equipo de León.\n\nOfrecemos estabilidad, capacitación y crecimiento.',
    requirements: ['Experiencia mínima de 1 año', 'Disponibilidad de horario'],
    benefits: ['Prestaciones de ley', 'Vales de despensa'],
    stateId: state!.id,
    jobCategoryId: category!.id,
    modality: 'presencial',
    employmentType: 'tiempo_completo',
    positions: 2,
  };
  const row = (companyId: number, v: DemoVacancy) => {
    const at = new Date(now - v.daysAgo * day);
    const wasPublished = v.status === 'pausada' || v.status === 'cerrada';
    return {
      ...common,
      companyId,
      title: v.title,
      status: v.status,
      statusReason: v.reason ?? null,
      salaryMin: v.salary[0],
      salaryMax: v.salary[1],
      publishedAt: wasPublished ? at : null,
      createdAt: at,
      updatedAt: at,
    };
  };
  const bajioId = companyIds.get('transportes-del-bajio')!;
  await tx.insert(t.vacancies).values(bajio.map((v) => row(bajioId, v)));

  const [pending] = await tx
    .insert(t.companies)
    .values({
      slug: 'fletes-del-norte',
      name: 'Fletes del Norte',
      legalName: 'Fletes del Norte S.A. de C.V.',
      rfc: 'FNO180312AB1',
      stateId: state!.id,
      description: 'Fletes y mudanzas entre el Bajío y el norte del país.',
      email: 'contacto@fletesdelnorte.example',
      phone: '4771230000',
      address: 'Blvd. Aeropuerto 800, León, Gto.',
      verified: false,
      authorized: false,
    })
    .returning({ id: t.companies.id });
  await tx.insert(t.vacancies).values(
    row(pending!.id, {
      title: 'Operador de camión de mudanzas',
      status: 'en_revision',
      daysAgo: 4,
      salary: [1500000, 1900000],
    }),
  );
}
