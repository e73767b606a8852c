import { formatNumber } from '@jornada/ui';

/**
 * The strings of the public pages' first screens and the default shell (header navigation,
 * vacancy search and cards, the seeker's action toasts), in Spanish (es-MX): their own module so
 * that `/` and `/vacantes` do not download the whole catalogue of messages.ts, which includes
 * these (docs/decisions/0035-first-load.md).
 */
export const publicMessages = {
  appName: 'Jornada',
  nav: {
    vacancies: 'Vacantes',
    home: 'Inicio',
    favourites: 'Favoritos',
    applications: 'Postulaciones',
    interviews: 'Entrevistas',
    letters: 'Cartas',
    complaints: 'Mis quejas',
    profile: 'Mi perfil',
    cv: 'Mi CV',
    settings: 'Ajustes',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    greeting: (name: string) => `Hola, ${name}`,
  },
  /** Toasts of the seeker's actions (app/action-feedback.ts). */
  feedback: {
    undo: 'Deshacer',
    undoAlt: (what: string) => `Deshacer: ${what}`,
    failed: 'No pudimos completar la acción.',
    tryAgain: 'Intenta de nuevo en un momento.',
    bookmarked: 'Guardaste la vacante en tus favoritos.',
    unbookmarked: 'Quitaste la vacante de tus favoritos.',
    interviewConfirmed: 'Confirmaste la entrevista. La empresa ya lo sabe.',
    interviewRejected: 'Rechazaste la entrevista. Le avisamos a la empresa.',
    settingsSaved: 'Guardamos tus preferencias.',
    profileFailed: 'No pudimos guardar tu perfil.',
    photoFailed: 'No pudimos subir tu foto.',
    applicationFailed: 'No pudimos enviar tu postulación.',
    cvTemplateChosen: (name: string) => `Tu CV ahora usa la plantilla ${name}.`,
  },
  vacancies: {
    title: 'Vacantes',
    lead: 'Empleos en todo México. Busca por puesto, empresa o palabra clave y filtra por lugar, área, modalidad y sueldo para encontrar el tuyo.',
    filtersLabel: 'Buscar vacantes',
    searchLabel: 'Puesto, empresa o palabra clave',
    searchPlaceholder: 'Ej. chofer, almacén, desarrollador',
    stateLabel: 'Estado',
    allStates: 'Todos los estados',
    municipalityLabel: 'Municipio',
    allMunicipalities: 'Todos los municipios',
    municipalityFirstState: 'Elige primero un estado',
    categoryLabel: 'Áreas',
    allCategories: 'Todas las áreas',
    /** The phone's button that shows the state, municipality and area filters. */
    moreFilters: 'Más filtros',
    /** The filters that load after «Más filtros», while they load. */
    loadingFilters: 'Cargando filtros…',
    modalityLabel: 'Modalidad',
    verifiedOnly: 'Solo empresas verificadas',
    salaryLabel: 'Sueldo mínimo mensual (MXN)',
    salaryPlaceholder: 'Ej. 12000',
    salaryInvalid: 'Escribe una cantidad en pesos, sin centavos.',
    clearFilters: 'Quitar filtros',
    submit: 'Buscar',
    results: (total: number, capped = false) =>
      capped
        ? `Más de ${formatNumber(total)} vacantes`
        : total === 1
          ? '1 vacante'
          : `${formatNumber(total)} vacantes`,
    emptyTitle: 'No encontramos vacantes',
    emptyText: 'Prueba con otras palabras o quita algún filtro.',
    salaryUndisclosed: 'Sueldo no publicado',
    perMonth: 'al mes',
    published: (date: string) => `Publicada el ${date}`,
    /** The badge of a vacancy featured with the company's balance (decision 40). */
    featured: 'Destacada',
    pagination: 'Paginación de vacantes',
    previous: 'Anterior',
    next: 'Siguiente',
    pageOf: (page: number, last: number) => `Página ${page} de ${last}`,
    loading: 'Cargando vacantes…',
  },
  vacancy: {
    back: 'Volver a las vacantes',
    description: 'Descripción',
    requirements: 'Requisitos',
    benefits: 'Prestaciones',
    positions: (n: number) => (n === 1 ? '1 plaza' : `${n} plazas`),
    verified: 'Empresa verificada',
    /** The page's title (the browser's tab, history and shared links; WCAG 2.4.2). */
    documentTitle: (title: string, company: string) => `${title} en ${company}: Jornada`,
    /** Read while the vacancy loads (its pre-rendered first paint, docs/decisions/0035). */
    loading: 'Cargando la vacante…',
  },
  actions: {
    save: 'Guardar vacante',
    saved: 'Guardada en favoritos',
    unsave: 'Quitar de favoritos',
    apply: 'Postularme',
    applied: 'Ya te postulaste',
    signInToApply: 'Inicia sesión para postularte',
  },
  modality: { presencial: 'Presencial', remoto: 'Remoto', hibrido: 'Híbrido' },
  employmentType: {
    tiempo_completo: 'Tiempo completo',
    medio_tiempo: 'Medio tiempo',
    temporal: 'Temporal',
    por_proyecto: 'Por proyecto',
    practicas: 'Prácticas profesionales',
  },
} as const;
