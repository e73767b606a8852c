import type { EmploymentType, Modality } from './types.ts';
import type { WorkStyle } from './vacancy-templates.ts';

/** Values interpolated into vacancy description templates. */
export interface VacancyTextVars {
  /** Company trade name. */
  company: string;
  /** Job title with a lowercase first letter, for use mid-sentence. */
  title: string;
  /** Municipality (or alcaldía) name. */
  city: string;
  /** State name. */
  state: string;
  /** Business sector name with a lowercase first letter. */
  sector: string;
}

/** A sentence or paragraph builder. */
export type TextTemplate = (v: VacancyTextVars) => string;

/** Opening paragraphs: who is hiring, for what and where. */
export const introTemplates: TextTemplate[] = [
  (v) =>
    `En ${v.company} estamos creciendo y buscamos talento para el puesto de ${v.title} en ${v.city}, ${v.state}. Si te interesa desarrollarte en una empresa de ${v.sector} con estabilidad y crecimiento, esta vacante es para ti.`,
  (v) =>
    `${v.company} abre una vacante de ${v.title} para su operación en ${v.city}, ${v.state}. Buscamos a una persona comprometida que quiera formar parte de un equipo con experiencia en ${v.sector}.`,
  (v) =>
    `¿Tienes experiencia como ${v.title}? En ${v.company} queremos conocerte. Estamos reforzando nuestro equipo en ${v.city}, ${v.state}, y tenemos un lugar para ti.`,
  (v) =>
    `Únete a ${v.company}, empresa de ${v.sector} con presencia en ${v.state}. Tenemos una posición disponible de ${v.title} en ${v.city}.`,
  (v) =>
    `Estamos en búsqueda de ${v.title} para integrarse a nuestro equipo en ${v.city}. En ${v.company} valoramos la responsabilidad, el trabajo en equipo y las ganas de aprender.`,
  (v) =>
    `En ${v.company} creemos que nuestra gente es lo más importante. Por crecimiento de operaciones en ${v.city}, ${v.state}, solicitamos ${v.title}.`,
  (v) =>
    `${v.company} te invita a formar parte de su equipo como ${v.title}. Ofrecemos un ambiente de trabajo respetuoso, capacitación desde el primer día y estabilidad laboral en ${v.city}.`,
  (v) =>
    `Si vives en ${v.city} o sus alrededores y buscas un empleo formal con prestaciones, ${v.company} tiene para ti la vacante de ${v.title}.`,
  (v) =>
    `Por apertura de nuevas posiciones, ${v.company} contrata ${v.title} en ${v.city}, ${v.state}. Somos una empresa de ${v.sector} con años de experiencia en la región.`,
  (v) =>
    `Buscamos ${v.title} con ganas de crecer. En ${v.company} te ofrecemos un plan de carrera claro, un equipo que te respalda y la solidez de una empresa líder en ${v.sector} en ${v.state}.`,
  (v) =>
    `¿Quieres dar el siguiente paso en tu carrera? ${v.company} busca ${v.title} para su sede en ${v.city}. Aquí tu esfuerzo se reconoce y tu trabajo tiene impacto.`,
  (v) =>
    `Forma parte de ${v.company}. Estamos contratando ${v.title} en ${v.city}, ${v.state}, para sumarse a un equipo dinámico en el sector de ${v.sector}.`,
];

/** Lead-ins for the responsibilities sentence; the argument is the joined duty list. */
export const dutyLeadIns: ((duties: string) => string)[] = [
  (d) => `Entre tus principales responsabilidades estarán ${d}.`,
  (d) => `Tus funciones incluirán ${d}.`,
  (d) => `En el día a día te encargarás de ${d}.`,
  (d) => `Serás responsable de ${d}.`,
  (d) => `Dentro de tus actividades principales se encuentran ${d}.`,
  (d) => `Tu misión será ${d}.`,
];

/** Follow-up sentences appended to the responsibilities paragraph (about half the time). */
export const dutyFollowUps: string[] = [
  'Contarás con capacitación inicial y el acompañamiento de tu jefe inmediato.',
  'Trabajarás de la mano con un equipo con experiencia que te apoyará desde el primer día.',
  'Te proporcionamos las herramientas y el equipo necesarios para realizar tu trabajo.',
  'Buscamos a alguien ordenado, proactivo y con sentido de urgencia.',
  'Es un puesto con posibilidades reales de crecimiento dentro de la empresa.',
  'Valoramos la iniciativa y las propuestas de mejora.',
];

/** Schedule sentences for on-site operational roles working full time. */
export const fieldSchedules: string[] = [
  'Horario de lunes a viernes de 8:00 a 17:30 h y sábados de 8:00 a 13:00 h.',
  'Turnos rotativos de 8 horas con un día de descanso a la semana.',
  'Turno matutino, vespertino o nocturno según asignación, con descanso semanal.',
  'Horario de lunes a sábado de 7:00 a 15:00 h.',
  'Jornada de 12 × 24 horas con descansos programados.',
  'Horario de lunes a viernes de 7:00 a 16:30 h.',
];

/** Schedule sentences for office and technology roles working full time. */
export const officeSchedules: string[] = [
  'Horario de lunes a viernes de 9:00 a 18:00 h.',
  'Horario de lunes a viernes de 8:30 a 17:30 h, con salida temprana los viernes.',
  'Horario flexible con núcleo de 10:00 a 16:00 h, de lunes a viernes.',
  'Horario de lunes a viernes de 9:00 a 18:30 h con una hora de comida.',
];

/** Schedule sentence per non-full-time contract type. */
export const contractSchedules: Record<Exclude<EmploymentType, 'tiempo_completo'>, string[]> = {
  medio_tiempo: [
    'Jornada de medio tiempo de 4 a 5 horas diarias, con horario a convenir.',
    'Medio tiempo en turno matutino o vespertino, ideal para estudiantes.',
  ],
  temporal: [
    'Contratación temporal por tres meses con posibilidad de quedarte de planta.',
    'Contrato por temporada alta con opción a contratación indefinida según desempeño.',
  ],
  por_proyecto: [
    'Contratación por proyecto con una duración estimada de seis meses.',
    'Contrato por obra o proyecto determinado, con posibilidad de renovación.',
  ],
  practicas: [
    'Horario compatible con tus estudios, de 4 a 6 horas diarias, con apoyo económico mensual.',
    'Programa de prácticas profesionales de seis meses con posibilidad de contratación.',
  ],
};

/** Sentence describing the modality; `city` is the work location. */
export function modalitySentence(modality: Modality, city: string, variant: number): string {
  if (modality === 'remoto') {
    return variant % 2 === 0
      ? 'La posición es 100 % remota desde cualquier parte de México; solo necesitas una buena conexión a internet.'
      : 'Trabajo remoto con reuniones virtuales diarias y visitas ocasionales a la oficina.';
  }
  if (modality === 'hibrido') {
    return variant % 2 === 0
      ? `Esquema híbrido: tres días en nuestra oficina de ${city} y dos desde casa.`
      : `Modalidad híbrida, con asistencia a la oficina de ${city} dos veces por semana.`;
  }
  return variant % 3 === 0 ? `El trabajo es presencial en nuestras instalaciones de ${city}.` : '';
}

/** Closing calls to action. */
export const callsToAction: string[] = [
  'Si cumples con el perfil, postúlate por este medio y nos pondremos en contacto contigo.',
  'Postúlate a través de Jornada; las entrevistas se agendan la misma semana.',
  'Postúlate hoy mismo, ¡contratación inmediata!',
  'Si te identificas con esta vacante, postúlate y forma parte de nuestro equipo.',
  'Da el siguiente paso en tu carrera: envía tu postulación y te contactaremos a la brevedad.',
  'Somos una empresa incluyente: todas las personas que cumplan con el perfil son bienvenidas.',
];

/** Benefit always listed first. */
export const BASE_BENEFIT = 'Prestaciones de ley';

/** Benefits that fit any role. */
export const commonBenefits: string[] = [
  'Vales de despensa',
  'Fondo de ahorro',
  'Seguro de vida',
  'Aguinaldo de 30 días',
  'Prima vacacional superior a la de ley',
  'Caja de ahorro',
  'Capacitación constante',
  'Plan de carrera',
  'Días adicionales de vacaciones',
  'Apoyo para estudios',
  'Bono anual por desempeño',
  'Descuentos con empresas en convenio',
];

/** Benefits typical of on-site operational roles. */
export const fieldBenefits: string[] = [
  'Comedor subsidiado',
  'Transporte de personal',
  'Bono de puntualidad y asistencia',
  'Bono de productividad',
  'Uniformes y equipo de protección personal',
  'Estacionamiento gratuito',
];

/** Benefits typical of office and technology roles. */
export const officeBenefits: string[] = [
  'Seguro de gastos médicos mayores',
  'Horario flexible',
  'Equipo de cómputo',
  'Seguro dental',
  'Convenio con gimnasios',
  'Estacionamiento gratuito',
];

/** Benefit pool keyed by work style. */
export const benefitsByWorkStyle: Record<WorkStyle, string[]> = {
  campo: fieldBenefits,
  oficina: officeBenefits,
  tecnologia: officeBenefits,
};

/** Experience requirement by seniority (derived from the salary band). */
export const experienceRequirements: { entry: string[]; mid: string[]; senior: string[] } = {
  entry: [
    'Sin experiencia; nosotros te capacitamos',
    'Experiencia de 6 meses en un puesto similar, deseable',
    'Experiencia mínima de 1 año en un puesto similar',
  ],
  mid: [
    'Experiencia mínima de 2 años en un puesto similar',
    'Experiencia comprobable de 2 a 3 años en el puesto',
    'Experiencia mínima de 3 años en funciones similares',
  ],
  senior: [
    'Experiencia mínima de 5 años, con al menos 2 liderando equipos',
    'Experiencia comprobable de 4 años o más en el puesto',
    'Experiencia mínima de 5 años en puestos similares',
  ],
};

/** Requirements that fit any role (at most one is added per vacancy). */
export const generalRequirements: string[] = [
  'Documentación completa (INE, CURP, RFC, NSS y comprobante de domicilio)',
  'Mayor de edad',
  'Disponibilidad para incorporarse de inmediato',
  'Residir en la zona o en municipios cercanos',
  'Actitud de servicio y trabajo en equipo',
];
