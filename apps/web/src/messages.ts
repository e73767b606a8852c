/**
 * Every user-facing string of the web app, in Spanish (es-MX), in one
 * catalogue so that it can be translated.
 */
export const messages = {
  appName: 'Jornada',
  nav: {
    vacancies: 'Vacantes',
    home: 'Inicio',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    greeting: (name: string) => `Hola, ${name}`,
  },
  landing: {
    title: 'Encuentra tu próxima jornada',
    subtitle: 'Miles de vacantes en todo México, de empresas verificadas. Busca, postúlate y da seguimiento desde un solo lugar.',
    cta: 'Ver vacantes',
  },
  home: {
    title: (name: string) => `Hola, ${name}`,
    text: 'Estas son las vacantes más recientes. Busca por puesto, empresa o estado.',
    cta: 'Buscar vacantes',
  },
  login: {
    title: 'Inicia sesión',
    subtitle: 'Entra con el correo y la contraseña de tu cuenta de Jornada.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    emailInvalid: 'Escribe un correo electrónico válido.',
    passwordRequired: 'Escribe tu contraseña.',
    failed: 'No pudimos iniciar sesión. Intenta de nuevo.',
  },
  vacancies: {
    title: 'Vacantes',
    searchLabel: 'Puesto, empresa o palabra clave',
    searchPlaceholder: 'Ej. chofer, almacén, desarrollador',
    stateLabel: 'Estado',
    allStates: 'Todos los estados',
    submit: 'Buscar',
    results: (total: number) => (total === 1 ? '1 vacante' : `${total.toLocaleString('es-MX')} vacantes`),
    emptyTitle: 'No encontramos vacantes',
    emptyText: 'Prueba con otras palabras o quita algún filtro.',
    salaryUndisclosed: 'Sueldo no publicado',
    perMonth: 'al mes',
    published: (date: string) => `Publicada el ${date}`,
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
