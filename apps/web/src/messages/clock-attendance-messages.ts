/**
 * The company staff's attendance screens (docs/decisions/0020-clock-in.md; the status board, the attendance records,
 * the kiosk and links), in Spanish (es-MX); `messages.ts` holds it as `messages.clockAttendance`.
 * Labels of the contract's enums follow its descriptions (schemas/clock-in.yaml).
 */
import {
  attendanceSourceLabels,
  clockActionLabels,
  geofenceModeLabels,
} from '@jornada/api-client/enum-labels';
const minutes = (value: number) => `${value.toLocaleString('es-MX')} min`;

export const clockAttendanceMessages = {
  /** `ClockStatus`, short as the counters show them. */
  statuses: {
    en_turno: 'En turno',
    en_receso: 'En receso',
    retardo: 'Retardo',
    falta: 'Falta',
    salida: 'Salida',
    sin_registro: 'Sin registro aún',
    descanso: 'Descanso',
  },
  /** `AttendanceSource`. */
  sources: attendanceSourceLabels,
  /** `ClockAction`. */
  actions: clockActionLabels,
  /** `AttendanceChange.action`. */
  changeActions: {
    created: 'Capturado',
    updated: 'Corregido',
    deleted: 'Eliminado',
  },
  /** Fields of an attendance record named in its history. */
  fields: {
    check_in_at: 'Entrada',
    check_out_at: 'Salida',
    shift_id: 'Turno',
    notes: 'Notas',
    source: 'Origen',
    type: 'Tipo',
  } as Record<string, string>,
  minutes,
  /** Worked time: '7 h 45 min'. */
  hours: (total: number) => {
    const h = Math.floor(total / 60);
    const min = total % 60;
    return h === 0 ? minutes(min) : min === 0 ? `${h} h` : `${h} h ${min} min`;
  },
  none: '—',
  noShift: 'Sin turno',
  retry: 'Reintentar',

  board: {
    title: 'Estado del personal',
    subtitle: 'Quién está en turno, en receso, salió, llegó tarde o faltó hoy.',
    countersLabel: 'Filtrar por estado',
    department: 'Departamento',
    allDepartments: 'Todos los departamentos',
    day: 'Día',
    today: 'Hoy',
    backToToday: 'Volver a hoy',
    live: 'En vivo: los cambios aparecen al momento.',
    pastDay: (day: string) =>
      `Así terminó el ${day}. Los cambios en vivo solo se ven en el día de hoy.`,
    caption: 'Estado de cada empleado',
    employee: 'Empleado',
    status: 'Estado',
    shift: 'Turno',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    late: 'Retardo',
    empty: 'No hay empleados activos para mostrar.',
    emptyFiltered: 'Ningún empleado coincide con los filtros.',
    error: 'No pudimos cargar el estado del personal.',
    announce: (name: string, status: string) => `${name}: ${status}`,
  },

  records: {
    title: 'Registros de asistencia',
    subtitle: 'Entradas, salidas y recesos de tu personal: corrige, captura y exporta.',
    caption: 'Registros de asistencia',
    create: 'Registrar entrada/salida',
    emptyTitle: 'No hay registros en estas fechas',
    emptyText: 'Cambia el rango de fechas o los filtros, o captura un registro a mano.',
    deleteText: (name: string) =>
      `Se eliminará el ${name}. Quedará en la bitácora de cambios; esta acción no se puede deshacer.`,
    deleted: (name: string) => `Se eliminó el ${name}.`,
    recordName: (employee: string, day: string) => `registro de ${employee} del ${day}`,
    employee: 'Empleado',
    date: 'Fecha',
    shift: 'Turno',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    onShift: 'En turno',
    late: 'Retardo',
    earlyLeave: 'Salida anticipada',
    breaks: 'Recesos',
    worked: 'Horas trabajadas',
    source: 'Origen',
    marks: 'Marcas',
    outsideGeofence: 'Fuera de geocerca',
    corrected: 'Corregido',
    department: 'Departamento',
    lateFilter: 'Retardo',
    withLate: 'Con retardo',
    onTime: 'Sin retardo',
    geofenceFilter: 'Geocerca',
    outside: 'Fuera de geocerca',
    inside: 'Dentro o sin geocerca',
    openFilter: 'Situación',
    openOnly: 'En turno (sin salida)',
    closedOnly: 'Con salida',
    dateRange: 'Rango de fechas',
    from: 'Desde',
    to: 'Hasta',
    exportCsv: 'Exportar CSV',
    exportXlsx: 'Exportar Excel',
    exported: (filename: string) => `Descargamos ${filename}.`,
    exportError: 'No pudimos exportar la asistencia.',
  },

  correction: {
    title: 'Corregir registro',
    description: (employee: string, day: string) => `${employee} · ${day}`,
    summary: 'Registro',
    checkIn: 'Entrada',
    checkOut: 'Salida',
    checkOutHint: 'Déjala vacía si la persona sigue en turno.',
    shift: 'Turno',
    notes: 'Motivo de la corrección',
    notesHint: 'Queda en la bitácora con tu nombre, por ejemplo «Olvidó registrar su salida».',
    notesInvalid: 'Escribe el motivo de la corrección (de 3 a 500 caracteres).',
    checkInInvalid: 'Escribe la fecha y hora de entrada.',
    checkOutBeforeIn: 'La salida debe ser posterior a la entrada.',
    saved: 'Registro corregido',
    signTitle: 'Firma de la corrección',
    signText:
      'Firma el registro tal como está guardado, con su historial de cambios: se descarga un PDF sellado que cualquiera puede verificar.',
    source: 'Origen',
    place: 'Lugar',
    noPlace: 'Sin terminal',
    unknownTerminal: (id: number) => `Terminal ${id}`,
    coordinates: 'Coordenadas',
    noCoordinates: 'Sin ubicación',
    mapLink: (coordinates: string) => `Ver ${coordinates} en el mapa (se abre en otra pestaña)`,
    late: 'Retardo',
    earlyLeave: 'Salida anticipada',
    worked: 'Horas trabajadas',
    breaks: 'Recesos',
    noBreaks: 'No tomó recesos.',
    unplanned: 'Receso no planeado',
    breakRange: (from: string, to: string) => `${from}–${to}`,
    ongoing: 'en curso',
    paid: 'pagado',
    unpaid: 'sin goce',
    history: 'Historial de cambios',
    noHistory: 'Sin cambios registrados.',
    historyError: 'No pudimos cargar el historial.',
    by: (action: string, name: string, when: string) => `${action} por ${name}, ${when}`,
    bySystem: (action: string, when: string) => `${action}, ${when}`,
    change: (field: string, from: string, to: string) => `${field}: ${from} → ${to}`,
    empty: 'vacío',
  },

  capture: {
    title: 'Registrar entrada o salida',
    description:
      'Captura manual: queda registrada como «Captura manual» con tu nombre en la bitácora.',
    employee: 'Empleado',
    type: 'Tipo de registro',
    at: 'Fecha y hora',
    atHint: 'Hora del centro de México.',
    notes: 'Notas',
    notesHint: 'Opcional: por qué se captura a mano.',
    employeeInvalid: 'Elige al empleado.',
    typeInvalid: 'Elige el tipo de registro.',
    atInvalid: 'Escribe la fecha y hora.',
    atFuture: 'La fecha y hora no puede ser futura.',
    notesInvalid: 'Las notas llevan hasta 500 caracteres.',
    submit: 'Registrar',
    saved: (action: string, name: string) => `Se registró: ${action} de ${name}`,
  },

  kiosk: {
    title: 'Kiosco y enlaces',
    subtitle:
      'El enlace del kiosco para la tableta de la entrada, los enlaces personales, los PIN y los ajustes de asistencia.',
    linkHeading: 'Enlace del kiosco',
    linkText:
      'Abre este enlace en la tableta de la entrada. Cada empleado se identifica con su número y su PIN, o mostrando el código QR de su enlace personal.',
    qrLabel: 'Código QR del enlace del kiosco',
    urlLabel: 'Enlace del kiosco',
    expires: (when: string) => `Vence el ${when}`,
    open: 'Abrir kiosco',
    opensInNewTab: '(se abre en otra pestaña)',
    print: 'Imprimir',
    posterTitle: 'Registra tu asistencia',
    posterText: 'Escanea este código con la tableta del kiosco o abre el enlace.',
    renew: 'Renovar enlace',
    renewTitle: '¿Renovar el enlace del kiosco?',
    renewText:
      'Se creará un enlace nuevo y el actual dejará de funcionar: tendrás que abrir el nuevo en la tableta.',
    renewed: 'Enlace renovado',
    revoke: 'Revocar',
    revokeTitle: '¿Revocar el enlace del kiosco?',
    revokeText:
      'Úsalo si perdiste la tableta: el enlace dejará de funcionar al momento. Después podrás generar uno nuevo.',
    revoked: 'Enlace revocado',
    revokedText: 'El enlace del kiosco fue revocado y ya no funciona.',
    generate: 'Generar enlace nuevo',
    linkError: 'No pudimos obtener el enlace.',
    actionError: 'No pudimos completar la acción.',

    settingsHeading: 'Ajustes de asistencia',
    geofenceMode: 'Geocerca',
    geofenceModes: geofenceModeLabels,
    geofenceModeHints: {
      off: 'Se aceptan registros desde cualquier lugar y no se revisa la ubicación.',
      flag: 'Se aceptan los registros fuera de toda geocerca, marcados como «Fuera de geocerca» para revisarlos.',
      refuse:
        'No se aceptan registros fuera de toda geocerca: la persona debe estar en una terminal.',
    },
    geofenceNote: 'Las geocercas se definen en cada terminal: su ubicación y su radio en metros.',
    terminalsLink: 'Configurar geocercas en Terminales',
    requireLocation: 'Pedir la ubicación al registrar',
    requireLocationHint:
      'Los registros desde la app y los enlaces personales deben incluir la ubicación del teléfono.',
    kioskHours: 'Duración del enlace del kiosco',
    employeeHours: 'Duración de los enlaces personales',
    hoursUnit: 'horas',
    asDays: (hours: number) => {
      const days = hours / 24;
      const text = Number.isInteger(days)
        ? days.toLocaleString('es-MX')
        : days.toLocaleString('es-MX', { maximumFractionDigits: 1 });
      return `Equivale a ${text} ${days === 1 ? 'día' : 'días'}. Los enlaces ya emitidos conservan su vencimiento.`;
    },
    hoursInvalid: 'Escribe un número entero de horas, de 1 a 8760 (un año).',
    saveSettings: 'Guardar ajustes',
    settingsSaved: 'Ajustes de asistencia guardados',
    settingsError: 'No pudimos cargar los ajustes.',

    peopleHeading: 'Enlaces personales y PIN',
    peopleText:
      'Con su enlace personal un empleado registra desde su teléfono sin iniciar sesión; su código QR también lo identifica en el kiosco. El PIN sirve en el kiosco junto con su número.',
    peopleCaption: 'Empleados y sus enlaces',
    search: 'Buscar empleados',
    name: 'Nombre',
    number: 'Número',
    position: 'Puesto',
    personalLink: 'Enlace personal',
    generatePin: 'Generar PIN',
    peopleEmpty: 'No hay empleados',
    peopleEmptyText: 'Da de alta a tu personal en Empleados para darles enlaces y PIN.',

    personalTitle: (name: string) => `Enlace personal de ${name}`,
    personalText: 'Compártelo solo con esta persona: quien lo tenga puede registrar su asistencia.',
    personalQrLabel: (name: string) => `Código QR del enlace personal de ${name}`,
    personalUrlLabel: 'Enlace personal',
    personalRenewTitle: (name: string) => `¿Renovar el enlace personal de ${name}?`,
    personalRenewText: 'El enlace actual dejará de funcionar; comparte el nuevo con la persona.',
    personalRevokeTitle: (name: string) => `¿Revocar el enlace personal de ${name}?`,
    personalRevokeText:
      'Úsalo si perdió su teléfono: el enlace dejará de funcionar al momento. Después podrás generar uno nuevo.',
    personalRevokedText: 'El enlace personal fue revocado y ya no funciona.',
    close: 'Cerrar',

    pinTitle: (name: string) => `PIN de kiosco de ${name}`,
    pinIntro:
      'Se generará un PIN nuevo al azar; si la persona ya tenía uno, el anterior dejará de funcionar.',
    pinGenerate: 'Generar PIN',
    pinLabel: 'PIN',
    pinShownOnce:
      'Anótalo o compártelo ahora con la persona: por seguridad no se volverá a mostrar.',
    pinGenerated: 'PIN generado',
    pinError: 'No pudimos generar el PIN.',
    done: 'Listo',
  },
} as const;
