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
  },
  tickets: {
    move: (from: string, to: string) =>
      `Un ticket ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`,
    createdOpen: 'Un ticket nuevo empieza abierto.',
  },
  tours: {
    notFound: 'Este recorrido no existe.',
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
  TerminalType: {
    portuaria: 'Terminal portuaria',
    ferroviaria: 'Terminal ferroviaria',
    patio: 'Patio de contenedores',
    almacen: 'Almacén',
    aduana: 'Aduana',
  },
} as const;
