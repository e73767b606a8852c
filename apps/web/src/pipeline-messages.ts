/**
 * The applications pipeline's part of the web app's catalogue (issue 16 item 2, spec section 7
 * "Applications"), in Spanish (es-MX). The status labels are the contract's
 * (`openapi/src/schemas/applications.yaml` `JobApplicationStatus`).
 */
const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** The catalogue of the pipeline screens. */
export const pipelineMessages = {
  nav: { applications: 'Postulaciones' },
  title: 'Postulaciones',
  subtitle: 'Mueve a cada candidato por el proceso y revisa su perfil.',
  vacancy: 'Vacante',
  chooseVacancy: 'Elige una vacante',
  noVacancies: 'La empresa aún no tiene vacantes con postulaciones.',
  views: { board: 'Tablero', table: 'Tabla' },
  viewsLabel: 'Vista de las postulaciones',
  boardLabel: (vacancy: string) => `Tablero de postulaciones de «${vacancy}»`,
  tableCaption: (vacancy: string) => `Postulaciones de «${vacancy}»`,
  empty: 'Nadie se ha postulado a esta vacante todavía.',
  emptyColumn: 'Sin postulaciones',
  count: (n: number) => (n === 1 ? '1 postulación' : `${n} postulaciones`),
  statuses: {
    enviada: 'Enviada',
    vista: 'Vista',
    en_proceso: 'En proceso',
    entrevista: 'Entrevista',
    seleccionada: 'Seleccionada',
    descartada: 'Descartada',
    retirada: 'Retirada',
  },
  columns: {
    candidate: 'Candidato',
    status: 'Estado',
    match: 'Compatibilidad',
    salary: 'Salario esperado',
    applied: 'Postulación',
    actions: 'Acciones',
  },
  match: (score: number | null) => (score === null ? 'Sin calcular' : `${score} %`),
  salary: (cents: number | null) => (cents ? money.format(cents / 100) : 'No indicado'),
  date: (iso: string) => dateTime.format(new Date(iso)),
  moveTo: 'Mover a…',
  moveToLabel: (name: string) => `Mover a ${name} a…`,
  noMoves: 'Esta postulación ya no cambia de estado.',
  openProfile: (name: string) => `Ver perfil de ${name}`,
  moved: (name: string, status: string) => `${name} pasó a «${status}».`,
  undoneMove: (name: string, status: string) => `${name} volvió a «${status}».`,
  undo: 'Deshacer',
  undoAlt: (what: string) => `Deshacer: ${what}`,
  moveFailed: 'No pudimos mover la postulación.',
  dragHint:
    'Arrastra una tarjeta a otra columna, o usa su botón «Mover a…». Cada cambio se puede deshacer durante unos segundos.',
  panel: {
    title: (name: string) => `Perfil de ${name}`,
    description: (vacancy: string) => `Postulación a «${vacancy}»`,
    print: 'Imprimir',
    loading: 'Cargando el perfil…',
    noProfile: 'El candidato aún no completa su perfil.',
    desiredPosition: 'Puesto deseado',
    jobTitle: 'Título',
    summary: 'Acerca de',
    salaryRange: 'Expectativa salarial',
    languages: 'Idiomas',
    experience: 'Experiencia',
    education: 'Educación',
    coverLetter: 'Carta de presentación',
    noCoverLetter: 'Sin carta de presentación.',
    cv: 'Currículum',
    openCv: 'Abrir currículum',
    noCv: 'Sin currículum adjunto.',
    none: 'Sin registros.',
    status: 'Estado',
    match: 'Compatibilidad',
    expectedSalary: 'Salario esperado',
    range: (min: number, max: number) =>
      `${money.format(min / 100)} – ${money.format(max / 100)} al mes`,
    period: (start: string, end: string | null) => `${start} – ${end ?? 'actual'}`,
  },
  report: {
    download: 'Descargar reporte PDF',
    ready: 'Tu reporte está listo:',
    link: (name: string) => `Reporte de ${name} (PDF)`,
    failed: 'No pudimos generar el reporte.',
  },
} as const;
