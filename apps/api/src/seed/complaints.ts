/**
 * Demo complaints (decision 41): two in each status for Transportes
 * del Bajío, some anonymous, some filed by `empleado@jornada.test`, with the
 * staff's answers and status moves in their audit trail, so that the company's
 * «Quejas», the employee's «Mis quejas» and the administrator's list show
 * every state.
 */
import * as t from '../db/schema.ts';
import type { ContractField } from '../db/schema/columns.ts';
import { complaintFolio } from '../handlers/complaints/definition.ts';
import type { ComplaintStatus } from '../handlers/complaints/life-cycle.ts';
import type { SeedTx } from './job-seekers.ts';

/** The statuses a complaint went through to reach each status, after `recibida`. */
const pathTo: Record<ComplaintStatus, ComplaintStatus[]> = {
  recibida: [],
  en_revision: ['en_revision'],
  en_atencion: ['en_revision', 'en_atencion'],
  resuelta: ['en_revision', 'en_atencion', 'resuelta'],
  improcedente: ['en_revision', 'improcedente'],
  cerrada: ['en_revision', 'en_atencion', 'resuelta', 'cerrada'],
};

/** What staff say on each move. */
const staffSays: Record<ComplaintStatus, string> = {
  recibida: '',
  en_revision: 'Recibimos tu queja; Recursos Humanos la está revisando.',
  en_atencion: 'Confirmamos lo que describes y ya estamos atendiéndolo.',
  resuelta: 'Tomamos medidas: hablamos con las personas involucradas y ajustamos el procedimiento.',
  improcedente:
    'Revisamos los registros y no encontramos elementos para proceder. Si tienes más información, escríbenos.',
  cerrada: 'Cerramos la queja. Gracias por ayudarnos a mejorar.',
};

/** The demo complaints: filer, anonymity, status, category, texts and age in days. */
const demo: {
  email: string;
  anonymous: boolean;
  status: ComplaintStatus;
  category: ContractField<'Complaint', 'category'>;
  subject: string;
  description: string;
  daysAgo: number;
}[] = [
  {
    email: 'empleado@jornada.test',
    anonymous: true,
    status: 'recibida',
    category: 'acoso',
    subject: 'Comentarios fuera de lugar en el almacén',
    description:
      'Un compañero del turno vespertino hace comentarios sobre mi apariencia frente a otros.',
    daysAgo: 1,
  },
  {
    email: 'chofer@jornada.test',
    anonymous: false,
    status: 'recibida',
    category: 'seguridad',
    subject: 'Unidad T-031 sin extintor',
    description: 'La unidad T-031 salió a ruta sin extintor ni triángulos de seguridad el lunes.',
    daysAgo: 2,
  },
  {
    email: 'empleado@jornada.test',
    anonymous: false,
    status: 'en_revision',
    category: 'pago',
    subject: 'Horas extra sin pagar en la quincena',
    description:
      'En la quincena pasada trabajé seis horas extra que no aparecen en mi recibo de nómina.',
    daysAgo: 5,
  },
  {
    email: 'candidato@jornada.test',
    anonymous: true,
    status: 'en_revision',
    category: 'discriminacion',
    subject: 'Preguntas sobre embarazo en la entrevista',
    description:
      'En la entrevista para auxiliar administrativa me preguntaron si pensaba embarazarme pronto.',
    daysAgo: 7,
  },
  {
    email: 'empleado@jornada.test',
    anonymous: true,
    status: 'en_atencion',
    category: 'trato',
    subject: 'Gritos del supervisor en el andén',
    description:
      'El supervisor del andén 3 grita e insulta al personal cuando se retrasa una carga.',
    daysAgo: 12,
  },
  {
    email: 'chofer@jornada.test',
    anonymous: true,
    status: 'en_atencion',
    category: 'seguridad',
    subject: 'Jornadas de manejo de más de 12 horas',
    description:
      'Nos programan recorridos que suman más de doce horas de manejo sin descanso suficiente.',
    daysAgo: 15,
  },
  {
    email: 'empleado@jornada.test',
    anonymous: false,
    status: 'resuelta',
    category: 'otro',
    subject: 'Baños del almacén sin agua',
    description:
      'Los baños del almacén llevan una semana sin agua y no hay dónde lavarse las manos.',
    daysAgo: 20,
  },
  {
    email: 'chofer@jornada.test',
    anonymous: false,
    status: 'resuelta',
    category: 'pago',
    subject: 'Viáticos de la ruta a Querétaro',
    description:
      'No me reembolsaron los viáticos de casetas de la ruta a Querétaro del mes pasado.',
    daysAgo: 24,
  },
  {
    email: 'empleado@jornada.test',
    anonymous: true,
    status: 'improcedente',
    category: 'trato',
    subject: 'Cambio de turno sin aviso',
    description: 'Me cambiaron al turno nocturno sin avisarme con anticipación ni preguntarme.',
    daysAgo: 30,
  },
  {
    email: 'candidato@jornada.test',
    anonymous: false,
    status: 'improcedente',
    category: 'otro',
    subject: 'No me respondieron tras la entrevista',
    description:
      'Después de la entrevista no recibí ninguna respuesta de la empresa sobre la vacante.',
    daysAgo: 33,
  },
  {
    email: 'empleado@jornada.test',
    anonymous: true,
    status: 'cerrada',
    category: 'acoso',
    subject: 'Mensajes insistentes de un coordinador',
    description:
      'Un coordinador me manda mensajes personales insistentes fuera del horario de trabajo.',
    daysAgo: 45,
  },
  {
    email: 'chofer@jornada.test',
    anonymous: false,
    status: 'cerrada',
    category: 'seguridad',
    subject: 'Frenos de la unidad T-017',
    description:
      'La unidad T-017 tiene los frenos esponjosos desde hace dos semanas y sigue en ruta.',
    daysAgo: 50,
  },
];

/**
 * Seeds the demo complaints with their events.
 * @param userIds - user id of each demo account by e-mail.
 * @param companyId - id of Transportes del Bajío.
 * @param now - the seed's clock, in ms since the epoch.
 */
export async function seedComplaints(
  tx: SeedTx,
  { userIds, companyId, now }: { userIds: Map<string, number>; companyId: number; now: number },
): Promise<void> {
  const staffId = userIds.get('empresa@jornada.test')!;
  const numbers = new Map<number, number>();
  const oldestFirst = [...demo].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const item of oldestFirst) {
    const filedAt = new Date(now - item.daysAgo * 86_400_000);
    const year = filedAt.getUTCFullYear();
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    const moves = pathTo[item.status];
    const at = (step: number) => new Date(filedAt.getTime() + step * 6 * 3_600_000);
    const reporterId = userIds.get(item.email)!;
    const resolution = moves.includes('resuelta')
      ? staffSays.resuelta
      : moves.includes('improcedente')
        ? staffSays.improcedente
        : null;
    const [row] = await tx
      .insert(t.complaints)
      .values({
        companyId,
        folio: complaintFolio(year, number),
        reporterUserId: reporterId,
        category: item.category,
        status: item.status,
        subject: item.subject,
        description: item.description,
        anonymous: item.anonymous,
        resolution,
        resolvedAt: resolution ? at(moves.length) : null,
        createdAt: filedAt,
        updatedAt: at(moves.length + 1),
      })
      .returning({ id: t.complaints.id });
    const events: (typeof t.complaintEvents.$inferInsert)[] = [
      {
        complaintId: row!.id,
        type: 'filed',
        authorRole: 'reporter',
        authorUserId: reporterId,
        toStatus: 'recibida',
        createdAt: filedAt,
      },
    ];
    let from: ComplaintStatus = 'recibida';
    moves.forEach((to, i) => {
      events.push({
        complaintId: row!.id,
        type: 'status',
        authorRole: 'staff',
        authorUserId: staffId,
        message: staffSays[to],
        fromStatus: from,
        toStatus: to,
        createdAt: at(i + 1),
      });
      from = to;
    });
    if (item.status === 'en_atencion')
      events.push({
        complaintId: row!.id,
        type: 'message',
        authorRole: 'reporter',
        authorUserId: reporterId,
        message: 'Gracias. Sigue pasando; les aviso si hay algo nuevo.',
        createdAt: at(moves.length + 1),
      });
    await tx.insert(t.complaintEvents).values(events);
  }
}
