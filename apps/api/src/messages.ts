/**
 * The server's Spanish (es-MX) messages and status labels, in one catalogue
 * (issue 15). Handlers name a message by key instead of writing the sentence;
 * labels of the contract's enums are the ones the contract's descriptions
 * give (e.g. `TicketStatus`), so the web and the server say the same thing.
 */
export const serverMessages = {
  access: {
    signIn: 'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    notMember: 'No perteneces a esta empresa.',
    staffOnly: 'Solo el personal de la empresa puede hacer esto.',
    adminOnly: 'Solo las personas administradoras pueden hacer esto.',
    selfOnly: 'Solo puedes ver o cambiar tus propios datos.',
    companyNotFound: 'Esta empresa no existe.',
    recordNotFound: 'No existe o no pertenece a tu empresa.',
    /** An operation only the record's own person may call (`members: []`, `others: [owner]`). */
    ownerOnly: 'Solo la persona asignada puede hacer esto.',
  },
  validation: {
    summary: 'Revisa los datos marcados.',
    notInCompany: 'No existe o no pertenece a esta empresa.',
    taken: 'Ya existe otro registro con este valor en la empresa.',
    inUse: 'Este registro está en uso y no se puede eliminar.',
    required: 'Este campo es obligatorio.',
  },
  records: {
    notFound: 'No encontramos lo que buscas.',
    /** What a 404 says when the record a path names does not exist (or is hidden), by placeholder. */
    byPlaceholder: {
      batchId: 'Esta importación no existe.',
      departmentId: 'Este departamento no existe.',
      employeeId: 'Este empleado no existe.',
      driverId: 'Este chofer no existe.',
      terminalId: 'Esta terminal no existe.',
      ticketId: 'Este ticket no existe.',
      unitId: 'Esta unidad no existe.',
      tourId: 'Este recorrido no existe.',
      serviceOrderId: 'Esta orden de servicio no existe.',
      revisionOrderId: 'Esta orden de revisión no existe.',
      routeId: 'Esta ruta no existe.',
      shiftId: 'Este turno no existe.',
      recessId: 'Este receso no existe.',
      scheduleId: 'Este horario no existe.',
      attendanceId: 'Este registro de asistencia no existe.',
      complaintId: 'Esta queja no existe.',
    } as Record<string, string>,
  },
  employees: {
    numberTaken: 'Ya existe un empleado con ese número en la empresa.',
    curpTaken: 'Ya existe un empleado con ese CURP en la empresa.',
    licenseRequired: 'Los choferes necesitan número de licencia.',
    notDriver: 'Solo se asignan unidades a un chofer.',
    departmentNotInCompany: 'El departamento no pertenece a esta empresa.',
  },
  terminals: {
    codeTaken: 'Ya existe una terminal con esa clave en la empresa.',
    hours: 'La hora de cierre debe ser posterior a la de apertura.',
    coordinates: 'Indica latitud y longitud juntas.',
    geofenceNeedsLocation: 'Para usar una geocerca, indica la ubicación de la terminal.',
  },
  tickets: {
    move: (from: string, to: string) =>
      `Un ticket ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    createdOpen: 'Un ticket nuevo empieza abierto.',
  },
  tours: {
    notFound: 'Este recorrido no existe.',
    notADriver: 'No tienes un registro de chofer en ninguna empresa.',
    unitNotOnRoute: 'Esta unidad no cubre la ruta elegida.',
    notUnitDriver: 'Este chofer no está asignado a la unidad elegida.',
    started: 'Este recorrido ya empezó o terminó; ya no se puede cambiar.',
    notDeletable: 'Solo se elimina un recorrido programado; cancélalo en su lugar.',
    move: (from: string, to: string) =>
      `Un recorrido ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    closed: 'El recorrido ya terminó o se canceló; ya no se marcan pasajeros.',
    passengerNotFound: 'Este pasajero no está en el recorrido.',
  },
  positions: {
    invalidTime: 'La hora registrada no es válida.',
    tooOld: 'La hora registrada tiene más de 24 horas.',
    ahead: 'La hora registrada está más de 5 minutos adelantada.',
    noTourInProgress: 'No tienes un recorrido en curso con esta unidad; la posición no se guardó.',
    none: 'Esta unidad todavía no ha enviado su posición.',
    unknownKey: 'La clave del rastreador no es válida.',
    tooMany: 'Este rastreador envía demasiadas posiciones seguidas; espera un momento.',
  },
  serviceOrders: {
    notFound: 'Esta orden de servicio no existe.',
    move: (from: string, to: string) =>
      `Una orden de servicio ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    createdOpen: 'Una orden de servicio nueva empieza abierta.',
    scheduleRequired: 'Indica la fecha en que se hará el servicio.',
  },
  revisionOrders: {
    notFound: 'Esta orden de revisión no existe.',
    move: (from: string, to: string) =>
      `Una orden de revisión ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    createdPending: 'Una orden de revisión nueva empieza pendiente.',
    signatureImage: 'La firma debe ser una imagen PNG.',
    photoNotFound: 'Esta foto no existe en esta orden de revisión.',
    photoRequired: 'Adjunta una foto.',
    photoType: 'La foto debe ser JPEG, PNG o WebP.',
    photoTooLarge: 'La foto es demasiado grande.',
    photoTooLargeField: 'La foto pesa más de 5 MB.',
    photoLimit: (max: number) => `Una orden de revisión admite hasta ${max} fotos.`,
  },
  /** Text of a revision order's PDF report (`getRevisionOrderReportUrl`). */
  revisionReport: {
    title: 'Reporte de revisión vehicular',
    fileName: (folio: string) => `revision-${folio}.pdf`,
    company: 'Empresa',
    folio: 'Folio',
    economicNumber: 'Número económico',
    plate: 'Placa',
    vehicle: 'Vehículo',
    status: 'Estado',
    inspector: 'Inspector',
    inspectedAt: 'Fecha de inspección',
    odometer: 'Odómetro',
    kilometres: (km: number) => `${km.toLocaleString('es-MX')} km`,
    notGiven: 'Sin dato',
    checklist: 'Lista de verificación',
    item: 'Punto',
    result: 'Resultado',
    comments: 'Comentarios',
    emptyChecklist: 'La lista de verificación está vacía.',
    findings: 'Observaciones y hallazgos',
    noFindings: 'Sin observaciones.',
    photos: 'Fotos',
    noPhotos: 'Sin fotos.',
    photoSkipped: (caption: string) =>
      `Foto en formato WebP o ilegible, no incluida en el PDF: ${caption}`,
    untitledPhoto: 'Sin descripción',
    signature: 'Firma de quien inspeccionó',
    notSigned: 'Sin firma.',
    signedBy: (name: string, date: string) => `${name} — firmado el ${date}`,
    generatedAt: (date: string) => `Generado el ${date}`,
    page: (n: number, of: number) => `Página ${n} de ${of}`,
  },
  units: {
    numberTaken: 'Ya existe una unidad con ese número económico en la empresa.',
    plateTaken: 'Ya existe una unidad con esas placas en la empresa.',
    numberTooLong: 'El número económico admite hasta 20 caracteres.',
    inUse:
      'Esta unidad tiene recorridos u órdenes registrados; márcala fuera de servicio en lugar de eliminarla.',
    notDriver: 'Solo se asignan choferes de esta empresa.',
    routeNotInCompany: 'La ruta no existe o no pertenece a esta empresa.',
    photoMissing: 'Adjunta una foto.',
    photoTooLarge: 'La foto pesa más de 5 MB.',
    photoTooLargeSummary: 'La foto es demasiado grande.',
    photoType: 'La foto debe ser JPEG, PNG o WebP.',
  },
  routes: {
    inUse: 'Esta ruta tiene recorridos registrados; desactívala en lugar de eliminarla.',
    stopOrder: 'Cada parada necesita un orden distinto.',
    stopName: 'Cada parada necesita un nombre.',
    unitNotInCompany: 'La unidad no existe o no pertenece a esta empresa.',
  },
  /** The clock-in plan (decision 39): shifts, recesses, schedules and assignments. */
  shifts: {
    nameTaken: 'Ya existe un turno con ese nombre en la empresa.',
    sameTimes: 'La hora de salida debe ser distinta de la de entrada.',
    timezone: 'Elige una zona horaria válida (por ejemplo, America/Mexico_City).',
    inUse:
      'Este turno tiene personas o departamentos asignados. Quítalos del turno antes de eliminarlo.',
    notInCompany: 'El turno no existe o no pertenece a esta empresa.',
    employeeNotInCompany: 'Alguno de los empleados no existe o no pertenece a esta empresa.',
    departmentNotInCompany: 'Alguno de los departamentos no existe o no pertenece a esta empresa.',
    endsBeforeStart: 'La fecha final debe ser igual o posterior a la inicial.',
  },
  recesses: {
    sameTimes: 'La hora de fin debe ser distinta de la de inicio.',
    outsideShift: (start: string, end: string) =>
      `El receso debe quedar dentro del horario del turno (${start} a ${end}).`,
    crossesMidnight: 'Un receso de toda la empresa no puede pasar de la medianoche.',
  },
  schedules: {
    repeatedWeekday: 'Este día de la semana ya está en el horario.',
    validUntil: 'La vigencia final debe ser igual o posterior a la inicial.',
  },
  /** The attendance export (`exportCompanyAttendances`). */
  clockExport: {
    fileName: (from: string, to: string, format: string) => `asistencia-${from}-${to}.${format}`,
    sheet: 'Asistencia',
    toBeforeFrom: 'La fecha final debe ser igual o posterior a la inicial.',
    tooLong: (days: number) => `Exporta como máximo ${days} días a la vez.`,
    columns: [
      'Fecha',
      'Número',
      'Empleado',
      'Departamento',
      'Turno',
      'Entrada',
      'Salida',
      'Retardo (min)',
      'Salida anticipada (min)',
      'Recesos (min)',
      'Horas trabajadas',
      'Estado',
      'Origen',
      'Fuera de geocerca',
      'Notas',
    ],
    yes: 'Sí',
    no: 'No',
    /** The day's status in the export (a past day's `salida` is a day worked). */
    status: {
      sin_registro: 'Sin registro',
      en_turno: 'En turno',
      en_receso: 'En receso',
      salida: 'Asistencia',
      retardo: 'Retardo',
      falta: 'Falta',
      descanso: 'Descanso',
    },
    /** A past day whose check-out never came (`en_turno` with `past`). */
    noCheckOut: 'Sin salida registrada',
  },
  /** Checks, corrections, status and settings of the clock-in (decision 39). */
  clockAttendance: {
    notFound: 'Este registro de asistencia no existe.',
    alreadyCheckedIn: 'Ya hay una entrada registrada sin salida; registra primero la salida.',
    notCheckedIn: 'No hay una entrada registrada; registra primero la entrada.',
    breakOpen: 'Ya hay un receso en curso; termínalo antes de empezar otro.',
    noBreakOpen: 'No hay un receso en curso.',
    outsideGeofence: (place: string, metres: number) =>
      `Estás a ${metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toLocaleString('es-MX', { maximumFractionDigits: 1 })} km`} de ${place}, fuera de su zona de registro. Acércate para registrar tu entrada.`,
    locationRequired: 'Comparte tu ubicación para registrar tu entrada.',
    coordinatesTogether: 'Indica latitud y longitud juntas.',
    manualStaffOnly: 'Solo el personal de la empresa captura registros manuales.',
    atNeedsClientId:
      'Solo un registro hecho sin conexión (con su client_id) puede llevar una hora distinta a la actual.',
    future: 'La hora no puede ser posterior a la actual.',
    kioskToken: 'El enlace del kiosco no es válido, venció o es de otra empresa.',
    recessNotInShift: 'Este receso no es del turno del registro ni de toda la empresa.',
    outBeforeIn: 'La salida no puede ser anterior a la entrada.',
    outBeforeBreak: 'La salida no puede ser anterior al inicio del receso en curso.',
    breakBeforeIn: 'El receso no puede empezar antes de la entrada.',
    breakEndBeforeStart: 'El receso no puede terminar antes de empezar.',
    overlaps: 'Se cruza con otro registro de asistencia del empleado.',
    reopenOverlaps: 'El empleado ya tiene otro registro abierto; no puede haber dos.',
    shiftNotInCompany: 'El turno no existe o no pertenece a esta empresa.',
    futureDate: 'Elige el día de hoy o uno que ya pasó.',
    notAnEmployee: 'No eres empleado activo de ninguna empresa.',
  },
  /** Complaints (decision 41, docs/decisions/0022-complaints.md). */
  complaints: {
    notFound: 'Esta queja no existe.',
    companyNotFound: 'Elige una empresa que exista.',
    required: 'Este campo no puede quedar vacío.',
    move: (from: string, to: string) =>
      `Una queja ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    resolutionRequired: 'Explica a quien presentó la queja cómo se resolvió o por qué no procede.',
    closed: 'Esta queja está cerrada; ya no recibe mensajes ni archivos.',
    tooMany: 'Presentaste varias quejas en poco tiempo. Espera un momento e intenta de nuevo.',
    attachmentLimit: (n: number) => `Una queja admite a lo más ${n} archivos.`,
    notice: {
      filedTitle: (folio: string) => `Nueva queja ${folio}`,
      filedBody: (category: string, subject: string) =>
        `${category}: ${subject}. Revísala y respóndela desde Jornada.`,
      followUpTitle: (folio: string) => `Nuevo mensaje en la queja ${folio}`,
      followUpBody: 'Quien presentó la queja escribió un mensaje.',
      answerTitle: (folio: string) => `Tu queja ${folio} tiene una respuesta`,
      answerBody: (company: string) => `${company} respondió tu queja. Ábrela para leerla.`,
      statusTitle: (folio: string, status: string) =>
        `Tu queja ${folio} está ${status.toLowerCase()}`,
      statusBody: (company: string) => `${company} cambió el estado de tu queja.`,
    },
  },
  /** Kiosk and personal links and the kiosk PIN (decision 39). */
  clockLinks: {
    invalid: 'Este enlace no es válido. Pide uno nuevo.',
    gone: 'Este enlace venció o fue revocado. Pide uno nuevo.',
    badEmployeeLink: 'Este código QR no es válido o ya venció. Pide a tu empresa un enlace nuevo.',
    otherCompany: 'Este código QR es de otra empresa.',
    identify: 'Escribe tu número de empleado y tu PIN, o muestra tu código QR.',
    wrongPin: 'El número de empleado o el PIN no son correctos.',
    pinLocked:
      'Demasiados intentos con un PIN incorrecto. Espera 15 minutos o pide a tu empresa un PIN nuevo.',
    linkLocked:
      'Demasiados intentos fallidos en este kiosco. Espera unos minutos e intenta de nuevo.',
    atOnlyPersonal: 'En el kiosco se registra la hora actual.',
    pinRequired: 'Escribe el PIN que quieres usar.',
    pinWeak: 'Elige un PIN que no sea un solo dígito repetido ni una secuencia (1234, 4321).',
  },
} as const;

/** Spanish labels of the contract's enums, keyed by enum then value. */
export const statusLabels = {
  TicketStatus: {
    abierto: 'Abierto',
    en_proceso: 'En proceso',
    en_espera: 'En espera',
    resuelto: 'Resuelto',
    cerrado: 'Cerrado',
    cancelado: 'Cancelado',
  },
  TourStatus: {
    programado: 'Programado',
    en_curso: 'En curso',
    finalizado: 'Finalizado',
    cancelado: 'Cancelado',
  },
  EmployeeStatus: {
    activo: 'Activo',
    incapacidad: 'Incapacidad',
    vacaciones: 'Vacaciones',
    suspendido: 'Suspendido',
    baja: 'Baja',
  },
  ServiceOrderStatus: {
    abierta: 'Abierta',
    programada: 'Programada',
    en_proceso: 'En proceso',
    completada: 'Completada',
    cancelada: 'Cancelada',
  },
  ServiceOrderType: {
    preventivo: 'Mantenimiento preventivo',
    correctivo: 'Mantenimiento correctivo',
    llantas: 'Llantas',
    lavado: 'Lavado',
    otro: 'Otro',
  },
  RevisionOrderStatus: {
    pendiente: 'Pendiente',
    en_revision: 'En revisión',
    aprobada: 'Aprobada',
    con_observaciones: 'Con observaciones',
    rechazada: 'Rechazada',
  },
  /** `RevisionCheckItem.result`. */
  RevisionCheckResult: {
    ok: 'Correcto',
    falla: 'Con falla',
    na: 'No aplica',
  },
  /** `AttendanceSource` (how a check was recorded). */
  AttendanceSource: {
    app: 'App móvil',
    kiosk: 'Kiosco',
    manual: 'Captura manual',
    geofence: 'Geocerca',
  },
  ComplaintStatus: {
    recibida: 'Recibida',
    en_revision: 'En revisión',
    en_atencion: 'En atención',
    resuelta: 'Resuelta',
    cerrada: 'Cerrada',
    improcedente: 'Improcedente',
  },
  ComplaintCategory: {
    acoso: 'Acoso',
    discriminacion: 'Discriminación',
    seguridad: 'Seguridad',
    pago: 'Pago',
    trato: 'Trato',
    otro: 'Otro',
  },
  TerminalType: {
    portuaria: 'Terminal portuaria',
    ferroviaria: 'Terminal ferroviaria',
    patio: 'Patio de contenedores',
    almacen: 'Almacén',
    aduana: 'Aduana',
  },
} as const;
