/**
 * The employee's clock-in pages, the kiosk and the personal link (decision 39),
 * in Spanish (es-MX). Screens of features/clock-in read
 * `clockInMessages` directly.
 */
import { clockActionLabels } from '@jornada/api-client/enum-labels';

type ClockStatus =
  'sin_registro' | 'en_turno' | 'en_receso' | 'salida' | 'retardo' | 'falta' | 'descanso';
type ClockAction = 'check_in' | 'check_out' | 'break_start' | 'break_end';

const minutes = (n: number) => (n === 1 ? '1 minuto' : `${n} minutos`);

export const clockInMessages = {
  /** Labels of the contract's `ClockStatus`. */
  statuses: {
    sin_registro: 'Sin registro aún',
    en_turno: 'En turno',
    en_receso: 'En receso',
    salida: 'Salida registrada',
    retardo: 'En turno (con retardo)',
    falta: 'Falta',
    descanso: 'Día de descanso',
  } satisfies Record<ClockStatus, string>,
  /** The big buttons. */
  actions: {
    check_in: 'Registrar entrada',
    check_out: 'Registrar salida',
    break_start: 'Iniciar receso',
    break_end: 'Terminar receso',
  } satisfies Record<ClockAction, string>,
  /** What a check did, for the live region and the kiosk's greeting. */
  done: {
    check_in: (time: string) => `Entrada registrada a las ${time}`,
    check_out: (time: string) => `Salida registrada a las ${time}`,
    break_start: (time: string) => `Receso iniciado a las ${time}`,
    break_end: (time: string) => `Receso terminado a las ${time}`,
  } satisfies Record<ClockAction, (time: string) => string>,
  /** A queued check, in the list of checks waiting to be sent. */
  queued: clockActionLabels satisfies Record<ClockAction, string>,
  /** 409 per action (the state on the server does not allow it). */
  conflict: {
    check_in: 'Ya tienes una entrada registrada.',
    check_out: 'No tienes una entrada abierta: registra primero tu entrada.',
    break_start:
      'No puedes iniciar un receso ahora: necesitas una entrada abierta y ningún receso en curso.',
    break_end: 'No tienes un receso en curso.',
  } satisfies Record<ClockAction, string>,
  panel: {
    statusHeading: 'Mi estado',
    statusNow: (status: string) => `Estado: ${status}`,
    todayShift: (name: string, start: string, end: string) => `Hoy: ${name}, ${start}–${end}`,
    todayRest: 'Hoy descansas',
    checkedInAt: (time: string) => `Entrada a las ${time}`,
    checkedOutAt: (time: string) => `Salida a las ${time}`,
    onShiftFor: 'Tiempo en turno',
    onBreakFor: 'Tiempo en receso',
    chooseRecess: '¿Qué receso vas a tomar?',
    recessOption: (name: string, start: string, end: string) => `${name} (${start}–${end})`,
    unplannedRecess: 'Otro receso (no programado)',
    cancel: 'Cancelar',
    locating: 'Obteniendo tu ubicación…',
    pending: 'Pendiente de enviar',
    pendingHeading: 'Registros por enviar',
    pendingItem: (what: string, time: string) => `${what}, ${time}`,
    savedOffline: (what: string, time: string) =>
      `${what} guardada en el teléfono a las ${time}. Se enviará en cuanto haya conexión.`,
    offline:
      'Sin conexión. Tus registros se guardan en el teléfono y se envían al volver la conexión.',
    refused: (what: string, time: string, reason: string) =>
      `No se pudo registrar: ${what}, ${time}. ${reason}`,
    dismiss: 'Entendido',
    breaksHeading: 'Mis recesos de hoy',
    noBreaks: 'Hoy no has tomado recesos.',
    breakItem: (name: string, start: string, end: string | null, mins: number | null) =>
      end === null
        ? `${name}: desde las ${start} (en curso)`
        : `${name}: ${start}–${end}${mins === null ? '' : ` (${minutes(mins)})`}`,
    unplanned: 'Receso no programado',
    paid: 'pagado',
  },
  /** Why a check went without the position (the first sentence), by problem. */
  location: {
    denied:
      'No tenemos permiso para usar tu ubicación. Puedes permitirla en los ajustes del navegador.',
    unavailable: 'No pudimos obtener tu ubicación.',
    unsupported: 'Este navegador no comparte la ubicación.',
  },
  /** What follows without the position, by the rule that applies (`LocationPolicy`). */
  locationThen: {
    required: 'Tu empresa la pide para registrar la entrada.',
    optional: 'Tu registro se envía sin ella.',
  },
  /** The rule, said before the tap (docs/decisions/0043-location-policy-per-shift.md). */
  policy: {
    required: 'Tu empresa pide tu ubicación para registrar la entrada.',
    optional: 'La ubicación es opcional: si la compartes, se guarda con tu registro.',
  },
  /** Asked before «Registrar salida», which ends the workday. */
  confirmCheckOut: {
    title: '¿Registrar tu salida?',
    text: 'Se registra tu salida con la hora actual y termina tu jornada de hoy.',
    confirm: 'Sí, registrar salida',
    cancel: 'Cancelar',
  },
  myAttendance: {
    title: 'Mi asistencia',
    greeting: (name: string) => `Hola, ${name}`,
    loadError: 'No pudimos cargar tu asistencia. Revisa tu conexión e inténtalo de nuevo.',
    offlineEmpty:
      'Sin conexión y sin datos guardados. Abre esta página con conexión una vez para tenerla disponible sin conexión.',
    notEmployee:
      'Tu cuenta no está registrada como empleado activo de ninguna empresa. Pide a tu supervisor que te dé de alta.',
    retry: 'Reintentar',
    myWork: 'Mi empresa y mis cartas laborales',
    driverDay: 'Mi día de trabajo',
    link: 'Mi asistencia',
    linkHint: 'Registra tu entrada y salida, y consulta tus turnos.',
    weekHeading: 'Mis turnos de esta semana',
    today: 'Hoy',
    rest: 'Descanso',
    historyHeading: 'Mi historial (últimos 14 días)',
    noHistory: 'Aún no tienes registros en estos días.',
    historyEntry: 'Entrada',
    historyExit: 'Salida',
    stillOpen: 'Sin salida',
    late: (n: number) => `Retardo de ${minutes(n)}`,
    early: (n: number) => `Salida anticipada de ${minutes(n)}`,
    onTime: 'A tiempo',
    breaks: (n: number) => `Recesos: ${minutes(n)}`,
    worked: (hours: string) => `Trabajado: ${hours}`,
    outsideGeofence: 'Fuera de la geocerca',
    corrected: 'Corregido por tu supervisor',
    signAgreement: 'Firmar de conformidad',
    signHint:
      'Tu empresa corrigió o capturó a mano este registro. Si estás de acuerdo, fírmalo: se descarga un PDF sellado que cualquiera puede verificar.',
  },
  pin: {
    heading: 'Mi PIN de kiosco',
    isSet: 'Ya tienes un PIN. Puedes cambiarlo cuando quieras.',
    notSet:
      'Aún no tienes PIN. Lo usarás en el kiosco de la entrada junto con tu número de empleado.',
    create: 'Crear mi PIN',
    change: 'Cambiar mi PIN',
    pin: 'PIN nuevo (4 a 8 dígitos)',
    confirm: 'Confirma tu PIN',
    save: 'Guardar PIN',
    saved: 'Tu PIN quedó guardado.',
    invalid: 'El PIN lleva de 4 a 8 dígitos.',
    mismatch: 'Los PIN no coinciden.',
  },
  qr: {
    heading: 'Mi código para el kiosco',
    hint: 'Muéstralo en el kiosco de la entrada con “Escanear mi código”. También abre tu enlace personal para registrar desde el teléfono sin iniciar sesión. No lo compartas.',
    label: 'Código QR de tu enlace personal',
    expires: (date: string) => `Vence el ${date}.`,
    show: 'Mostrar mi código',
    loadError: 'No pudimos obtener tu código. Inténtalo más tarde.',
    openLink: 'Abrir mi enlace personal',
  },
  kiosk: {
    documentTitle: (company: string) => `Kiosco de asistencia · ${company}`,
    actions: {
      check_in: 'Entrada',
      check_out: 'Salida',
      break_start: 'Iniciar receso',
      break_end: 'Terminar receso',
    } satisfies Record<ClockAction, string>,
    clockLabel: 'Hora actual',
    number: 'Número de empleado',
    pin: 'PIN',
    keypad: (field: string) => `Teclado para: ${field}`,
    erase: 'Borrar',
    clear: 'Limpiar',
    lettersKey: 'ABC',
    lettersHint: ' letras',
    digitsKey: '123',
    digitsHint: ' números',
    numberHint: 'Como aparece en tu gafete, por ejemplo E-0019 o solo 19.',
    actionsHeading: '¿Qué vas a registrar?',
    scan: 'Escanear mi código',
    scanned: 'Código leído. Elige qué vas a registrar.',
    forgetCode: 'Usar número y PIN',
    needNumber: 'Escribe tu número de empleado.',
    needPin: 'Escribe tu PIN de 4 a 8 dígitos.',
    wrongPin: 'El número de empleado o el PIN no son correctos.',
    badCode: 'Tu código no es válido. Usa tu número y PIN o pide un código nuevo a tu supervisor.',
    codeExpired:
      'Tu código venció o fue revocado. Usa tu número y PIN o pide uno nuevo a tu supervisor.',
    tooMany: (mins: number) => `Demasiados intentos. Espera ${minutes(mins)} e inténtalo de nuevo.`,
    offline: 'El kiosco no tiene conexión. Revisa la red e inténtalo de nuevo.',
    greeting: (part: 'morning' | 'afternoon' | 'night', name: string) =>
      `¡${{ morning: 'Buenos días', afternoon: 'Buenas tardes', night: 'Buenas noches' }[part]}, ${name}!`,
    ready: 'Listo',
    resetHint: 'La pantalla se limpia en unos segundos.',
    expiredTitle: 'Este enlace de kiosco venció o fue revocado',
    expiredText: 'Pide a un supervisor de tu empresa el enlace nuevo del kiosco.',
    invalidTitle: 'Este enlace de kiosco no es válido',
    invalidText:
      'Revisa que la dirección esté completa o pide a un supervisor el enlace del kiosco.',
    loadError: 'No pudimos abrir el kiosco',
  },
  scanner: {
    title: 'Escanear mi código',
    description: 'Acerca a la cámara el código QR de tu enlace personal.',
    video: 'Vista de la cámara',
    close: 'Cerrar',
    denied: 'No tenemos permiso para usar la cámara. Usa tu número y PIN.',
    unavailable: 'No pudimos abrir la cámara. Usa tu número y PIN.',
  },
  link: {
    documentTitle: (name: string) => `Registrar asistencia · ${name}`,
    company: (name: string) => `Empresa: ${name}`,
    expiredTitle: 'Este enlace venció o fue revocado',
    expiredText:
      'Pide a tu supervisor un enlace personal nuevo. También puedes registrar tu asistencia en el kiosco de la entrada con tu número y PIN.',
    invalidTitle: 'Este enlace no es válido',
    invalidText: 'Revisa que la dirección esté completa o pide a tu supervisor tu enlace personal.',
    loadError: 'No pudimos abrir tu enlace',
    loadErrorText: 'Revisa tu conexión e inténtalo de nuevo.',
  },
};
