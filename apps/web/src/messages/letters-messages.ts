/**
 * In Spanish (es-MX): the seeker's way to an application without dead
 * ends (`messages.journey`) and the company's labour-letter inbox (`messages.companyLetters`).
 * `messages.ts` spreads it.
 */
import { jobLetterStatusLabels } from '@jornada/api-client/enum-labels';

type LetterStatus = 'solicitada' | 'emitida' | 'firmada' | 'rechazada';
type LetterType = 'constancia_laboral' | 'recomendacion' | 'baja';

export const lettersMessages = {
  journey: {
    /** Labels of the profile fields an application needs (features/journey/profile-gate.ts). */
    fields: { desired_position: 'Puesto que buscas' } as Record<'desired_position', string>,
    gateTitle: 'Antes de postularte, completa tu perfil',
    gateText: (fields: string) =>
      `Las empresas ven tu perfil cuando te postulas. Te falta: ${fields}. Escríbelo aquí abajo y se guarda en tu perfil al enviar tu postulación; o completa tu perfil y vuelve: lo que escribas aquí se conserva.`,
    /** The profile fields asked for in the application form (features/applications/application-form.tsx). */
    positionHint: 'Se guarda en tu perfil al enviar tu postulación.',
    positionRequired: 'Escribe el puesto que buscas para postularte.',
    positionTooLong: 'Usa como máximo 150 caracteres.',
    gateAction: 'Completar mi perfil',
    returnTitle: 'Completa tu perfil para seguir con tu postulación',
    returnText: (fields: string) =>
      `Te falta: ${fields}. Al guardar te regresamos a tu solicitud con lo que ya escribiste.`,
    quickApply: 'Postularme con un clic',
    quickApplyHint: 'Se envía con tu perfil actual; puedes añadir una carta de presentación.',
    withLetter: 'Postularme con carta',
    applied: 'Tu postulación fue enviada.',
  },
  workInterviews: {
    title: 'Evaluaciones',
    subtitle:
      'Entrevistas de trabajo automáticas por vacante: las preguntas salen de la vacante y las respuestas se califican solas.',
    vacancy: 'Vacante',
    chooseVacancy: 'Elige una vacante',
    noVacancies: 'Tu empresa aún no tiene vacantes.',
    noneTitle: 'Esta vacante aún no tiene evaluación',
    noneText: 'Elige cuántas preguntas quieres; se generan a partir de la vacante.',
    questionCount: 'Número de preguntas',
    questionCountInvalid: 'Elige entre 1 y 30 preguntas.',
    create: 'Crear evaluación',
    created: 'Evaluación creada. Revísala y envíala a tus candidatos.',
    statuses: { borrador: 'Borrador', activa: 'Enviada', cerrada: 'Cerrada' } as Record<
      string,
      string
    >,
    summary: (questions: number, passing: number) =>
      `${questions} preguntas · aprueba con ${passing} de 100`,
    send: 'Enviar a candidatos',
    sent: 'Evaluación enviada: quienes se postularon ya pueden responderla.',
    sentNote: 'Quienes se postularon a esta vacante pueden responderla desde su postulación.',
    resultsTitle: 'Resultados',
    candidate: 'Candidato',
    score: 'Calificación',
    outcome: 'Resultado',
    passed: 'Aprobó',
    failed: 'No aprobó',
    completedAt: 'Respondió',
    answers: 'Ver respuestas',
    noResults: 'Aún nadie responde esta evaluación.',
    scoreOf: (score: number) => `${score} / 100`,
    retry: 'Reintentar',
  },
  takeWorkInterview: {
    title: 'Evaluación de la vacante',
    subtitle: (title: string) =>
      `Responde las preguntas de «${title}». Solo puedes enviarla una vez; al enviarla verás tu calificación.`,
    question: (n: number, text: string) => `${n}. ${text}`,
    answerRequired: 'Responde esta pregunta.',
    submit: 'Enviar respuestas',
    missing: 'Esta vacante no tiene una evaluación para ti.',
    back: 'Mis postulaciones',
    take: 'Responder evaluación',
    results: 'Ver resultados',
  },
  requestLetter: {
    open: 'Solicitar una carta',
    title: 'Solicitar una carta laboral',
    description:
      'La empresa la prepara con tus datos; te avisamos cuando la emita o si la rechaza, con el motivo.',
    company: 'Empresa',
    chooseCompany: 'Elige la empresa',
    companyRequired: 'Elige la empresa que emitirá la carta.',
    type: 'Tipo de carta',
    addressee: 'Dirigida a (opcional)',
    addresseeHint: 'Por ejemplo, «Banco del Bajío». Si lo dejas vacío, dirá «A quien corresponda».',
    includeSalary: 'Incluir mi sueldo mensual',
    submit: 'Enviar solicitud',
    sent: 'Solicitud enviada. La empresa la revisará.',
  },
  companyLetters: {
    title: 'Cartas laborales',
    /** Heading of the workspace navigation's group of personnel paperwork. */
    navGroup: 'Trámites del personal',
    subtitle: 'Solicitudes de constancias y cartas de tu personal y expersonal.',
    statuses: jobLetterStatusLabels satisfies Record<LetterStatus, string>,
    types: {
      constancia_laboral: 'Constancia laboral',
      recomendacion: 'Carta de recomendación',
      baja: 'Constancia de baja',
    } satisfies Record<LetterType, string>,
    status: 'Estado',
    person: 'Persona',
    type: 'Tipo',
    folio: 'Folio',
    requestedOn: 'Solicitada el',
    actions: 'Acciones',
    view: 'Ver carta',
    emptyTitle: 'No hay solicitudes de cartas',
    emptyText: 'Cuando alguien de tu personal pida una carta, aparecerá aquí.',
    sheetTitle: (folio: string) => `Carta ${folio}`,
    sheetText: (person: string, type: string) =>
      `${person} pidió una ${type.toLowerCase()}. Revisa el texto con los datos de tu empresa y de la persona antes de emitirla.`,
    position: 'Puesto',
    startDate: 'Fecha de ingreso',
    endDate: 'Fecha de salida (si ya no trabaja aquí)',
    salary: 'Sueldo mensual bruto (MXN, opcional)',
    salaryInvalid: 'Escribe una cantidad en pesos, sin centavos.',
    body: 'Texto de la carta',
    bodyRequired: 'La carta necesita texto.',
    required: 'Este dato es obligatorio.',
    issue: 'Emitir carta',
    issued: 'Carta emitida. La persona ya puede verla e imprimirla.',
    reject: 'Rechazar',
    rejectTitle: 'Rechazar la solicitud',
    rejectReason: 'Motivo (la persona lo verá)',
    rejectReasonRequired: 'Escribe el motivo del rechazo.',
    confirmReject: 'Rechazar solicitud',
    rejected: 'Solicitud rechazada.',
    cancel: 'Cancelar',
    closed: 'Esta carta ya fue atendida; solo se puede consultar.',
  },
  /** A hired candidate's invitations to join a company (contract decision 53, docs/decisions/0036-hire-link.md). */
  invitations: {
    title: 'Invitaciones a empresas',
    intro:
      'Cuando una empresa te contrata, te invita a su plantilla. Al aceptar, podrás pedirle cartas laborales y usar las herramientas de empleado.',
    emptyTitle: 'No tienes invitaciones',
    emptyText: 'Cuando una empresa te seleccione y te invite a su plantilla, la verás aquí.',
    loadError: 'No pudimos cargar tus invitaciones.',
    retry: 'Reintentar',
    heading: (company: string) => `${company} te invita a su plantilla`,
    details: (position: string, department: string) => `${position} · ${department}`,
    hiredAt: (date: string) => `Fecha de ingreso: ${date}`,
    vacancy: (title: string) => `Por tu postulación a «${title}»`,
    accept: 'Aceptar',
    acceptLabel: (company: string) => `Aceptar la invitación de ${company}`,
    decline: 'Rechazar',
    declineLabel: (company: string) => `Rechazar la invitación de ${company}`,
    accepted: (company: string) => `Ya formas parte de ${company}.`,
    declined: 'Rechazaste la invitación. Le avisamos a la empresa.',
    failed: 'No pudimos responder la invitación.',
    statuses: { pendiente: 'Pendiente', aceptada: 'Aceptada', rechazada: 'Rechazada' },
    requestLetter: 'Solicitar una carta laboral',
    fromApplications: 'Tienes una invitación a la plantilla',
  },
};
