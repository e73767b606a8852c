/**
 * The strings of a workforce member's /mi-trabajo and of the driver's workday and tours, in
 * Spanish (es-MX); `messages.ts` spreads them, so `messages.driver` and `messages.myWork` still
 * work. Apart so that the driver's phone fetches them without the whole catalogue
 * (docs/decisions/0045-phone-weight.md).
 */

/** Spanish plural categories ('one' for 1, 'other' for the rest), for counted nouns. */
const spanishPlural = new Intl.PluralRules('es-MX');

/** The workforce home and the driver's day. */
export const driverMessages = {
  myWork: {
    title: (name: string) => `Hola, ${name}`,
    subtitle: 'Tu espacio como parte del equipo de trabajo de tu empresa.',
    companyHeading: 'Dónde trabajas',
    department: (name: string) => `Departamento: ${name}`,
    roles: 'Tu papel',
    employee: 'Empleado',
    driver: 'Chofer',
    canHeading: 'Lo que puedes hacer aquí',
    can: [
      'Ver tu empresa y tu departamento.',
      'Consultar tus propios registros: cartas laborales, turnos y asistencias.',
      'Registrar tu entrada, tus recesos y tu salida en Mi asistencia.',
    ],
    letters: 'Mis cartas laborales',
    noDepartment: 'Aún no perteneces a ningún departamento.',
  },
  driver: {
    subtitle: 'Tu día de trabajo: tu unidad, tu ruta y tus recorridos de hoy.',
    loadError: 'No pudimos cargar tu día de trabajo. Revisa tu conexión e inténtalo de nuevo.',
    offlineEmpty:
      'Sin conexión y sin datos guardados de tu día. Abre esta página con conexión una vez para tenerla disponible sin conexión.',
    retry: 'Reintentar',
    unitsHeading: (n: number) => (n === 1 ? 'Mi unidad' : 'Mis unidades'),
    noUnits: 'Aún no tienes una unidad asignada.',
    unitPhoto: (unit: string) => `Foto de la unidad ${unit}`,
    plate: (plate: string) => `Placa ${plate}`,
    seats: (n: number) => `${n} asientos`,
    routesHeading: (n: number) => (n === 1 ? 'Mi ruta' : 'Mis rutas'),
    noRoutes: 'Aún no tienes una ruta asignada.',
    routeMap: (route: string) => `Mapa de la ruta ${route}`,
    stopsHeading: 'Paradas',
    toursHeading: 'Recorridos de hoy',
    noTours: 'Hoy no tienes recorridos programados.',
    tourLink: (route: string, time: string) => `${route}, ${time}`,
    boardedOf: (boarded: number, total: number) => `${boarded} de ${total} abordaron`,
    revisionsHeading: 'Mis órdenes de revisión',
    noRevisions: 'No tienes órdenes de revisión abiertas.',
    back: 'Volver a mi día',
    tourTitle: (route: string) => `Recorrido ${route}`,
    tourNotFound: 'Este recorrido no está entre tus recorridos de hoy.',
    departure: (time: string) => `Salida programada: ${time}`,
    unit: (unit: string, plate: string) => `Unidad ${unit} (${plate})`,
    start: 'Iniciar recorrido',
    finish: 'Finalizar recorrido',
    finishDialog: {
      title: (route: string) => `¿Finalizar el recorrido ${route}?`,
      pending: (n: number) =>
        `${n} ${spanishPlural.select(n) === 'one' ? 'pasajero' : 'pasajeros'} sin abordar.`,
      allBoarded: 'Todos los pasajeros abordaron.',
      consequence:
        'Al finalizar dejarás de compartir tu ubicación y ya no podrás marcar quién abordó.',
      cancel: 'Cancelar',
      confirm: 'Finalizar recorrido',
    },
    passengersHeading: 'Pasajeros',
    noPassengers: 'Este recorrido no tiene pasajeros en su lista.',
    boarded: 'Abordó',
    boardingStop: (stop: string) => `Sube en ${stop}`,
    passengersError: 'No pudimos cargar la lista de pasajeros.',
    sharing: {
      on: 'Enviando ubicación',
      onHint:
        'Mantén esta página abierta durante el recorrido para que tu empresa vea dónde va la unidad.',
      waiting: 'Buscando tu ubicación…',
      denied:
        'No tenemos permiso para usar tu ubicación. Actívalo en los ajustes del navegador para este sitio y vuelve a abrir la página; sin él tu empresa no verá la unidad en el mapa.',
      unavailable:
        'No podemos obtener tu ubicación en este momento. Seguiremos intentando; revisa que el GPS esté encendido.',
      unsupported: 'Este navegador no puede compartir tu ubicación.',
    },
    sync: {
      offline: (n: number) =>
        n === 0
          ? 'Sin conexión. Tus cambios se guardan en el teléfono y se enviarán al volver la conexión.'
          : `Sin conexión: ${n} ${n === 1 ? 'cambio' : 'cambios'} por enviar`,
      pending: (n: number) => `${n} ${n === 1 ? 'cambio' : 'cambios'} por enviar…`,
    },
  },
} as const;
