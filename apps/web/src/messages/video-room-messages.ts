/**
 * The interview video room's part of the web app's catalogue (decision 50,
 * docs/decisions/0033-video-room.md), in Spanish (es-MX).
 */

/** What can keep a participant out of the call. */
export type MediaProblem =
  | 'unsupported'
  | 'denied'
  | 'no-device'
  | 'in-use'
  | 'network'
  | 'room-unavailable'
  | 'room-full'
  | 'missing-room';

/** The catalogue of the video room screens. */
export const videoRoomMessages = {
  verify: {
    title: 'Prueba tu cámara y micrófono',
    text: 'Revisa que tu nombre y tu correo sean correctos, elige la cámara y el micrófono que usarás y habla para ver que el micrófono te escucha.',
    name: 'Nombre',
    email: 'Correo',
    camera: 'Cámara',
    microphone: 'Micrófono',
    preview: 'Vista previa de tu cámara',
    level: 'Nivel del micrófono',
    starting: 'Encendiendo tu cámara y micrófono…',
    continue: 'Continuar a la sala',
    deviceLabel: (kind: 'videoinput' | 'audioinput', n: number) =>
      kind === 'videoinput' ? `Cámara ${n}` : `Micrófono ${n}`,
  },
  loading: {
    title: 'Preparando tu sala',
    connecting: 'Conectando con la sala…',
    waitingFor: (role: 'empresa' | 'candidato') =>
      role === 'empresa'
        ? 'Esperando a que la empresa entre a la sala…'
        : 'Esperando a que el candidato entre a la sala…',
    hint: 'No cierres esta ventana. Entrarás a la llamada en cuanto la otra persona llegue.',
    cancel: 'Salir',
  },
  room: {
    title: 'Sala de entrevista',
    you: 'Tú',
    remote: (name: string) => `Video de ${name}`,
    localVideo: 'Tu video',
    participants: 'Participantes de la llamada',
    roles: { empresa: 'Entrevistador', candidato: 'Candidato' },
    someone: 'Participante',
    participantMuted: 'Micrófono silenciado',
    participantCameraOff: 'Cámara apagada',
    participantReconnecting: 'Reconectando',
    connecting: 'Conectando…',
    waitingOther: 'No hay nadie más en la llamada. Esperando a que alguien vuelva…',
    reconnecting: 'Reconectando…',
    reconnectingText: 'Se perdió la conexión. Intentamos volver a conectarte.',
    controls: 'Controles de la llamada',
    mute: 'Silenciar micrófono',
    unmute: 'Activar micrófono',
    cameraOff: 'Apagar cámara',
    cameraOn: 'Encender cámara',
    share: 'Compartir pantalla',
    stopShare: 'Dejar de compartir',
    record: 'Grabar entrevista',
    recordConfirm:
      'Al grabar, el candidato verá un aviso de grabación. ¿Confirmas que todos los participantes aceptan que se grabe la entrevista?',
    recordStart: 'Sí, grabar',
    recordCancel: 'Cancelar',
    recording: 'Grabando',
    recordingNotice: 'Esta entrevista se está grabando.',
    recordingSaved: 'La grabación se guardó en la entrevista.',
    recordingFailed: 'No se pudo guardar la grabación.',
    leave: 'Salir de la llamada',
    micMuted: 'Micrófono silenciado',
    shareFailed: 'No se pudo compartir la pantalla.',
  },
  farewell: {
    ended: 'La empresa terminó la entrevista.',
  },
  problems: {
    unsupported: {
      title: 'Tu navegador no permite videollamadas',
      text: 'Abre esta página en una versión reciente de Chrome, Edge, Firefox o Safari para entrar a la entrevista.',
    },
    denied: {
      title: 'Necesitamos permiso para usar tu cámara y micrófono',
      text: 'Tu navegador bloqueó la cámara o el micrófono. Da clic en el candado de la barra de direcciones, permite la cámara y el micrófono, y vuelve a intentarlo.',
    },
    'no-device': {
      title: 'No encontramos una cámara o un micrófono',
      text: 'Conecta una cámara y un micrófono (o unos audífonos con micrófono) y vuelve a intentarlo.',
    },
    'in-use': {
      title: 'Tu cámara o micrófono está ocupado',
      text: 'Otra aplicación los está usando. Ciérrala y vuelve a intentarlo.',
    },
    network: {
      title: 'No pudimos conectarte a la sala',
      text: 'Revisa tu conexión a internet y vuelve a intentarlo.',
    },
    'room-unavailable': {
      title: 'Esta sala no está disponible',
      text: 'La entrevista no es por videollamada, fue cancelada o no tienes acceso a ella.',
    },
    'room-full': {
      title: 'La sala está completa',
      text: 'En la entrevista ya están la persona candidata y tres personas de la empresa. Vuelve a intentarlo cuando alguien salga de la llamada.',
    },
    'missing-room': {
      title: 'No sabemos a qué entrevista quieres entrar',
      text: 'Entra a la sala desde el detalle de tu entrevista.',
    },
    retry: 'Volver a intentar',
    back: 'Ir a mis entrevistas',
  } satisfies Record<MediaProblem, { title: string; text: string }> & Record<string, unknown>,
  company: {
    enterRoom: 'Entrar a la sala',
    enterRoomFor: (name: string) => `Entrar a la sala con ${name}`,
    recording: 'Ver grabación',
    recordingFor: (name: string) => `Grabación de la entrevista con ${name}`,
    noRecording: 'Esta entrevista aún no tiene una grabación lista.',
    loadingRecording: 'Cargando la grabación…',
  },
} as const;
