/**
 * The voice helper's words (docs/decisions/0031-voice-helper.md),
 * in Spanish (es-MX). voice/listen-button.tsx and voice/dictate-button.tsx read `voiceMessages` directly.
 */
export const voiceMessages = {
  listen: 'Escuchar',
  /** The control's name while reading, e.g. «Detener lectura». */
  stop: 'Detener lectura',
  /** Names what is read, e.g. «Escuchar: Chofer de tractocamión». */
  listenTo: (what: string) => `Escuchar: ${what}`,
  reading: 'Leyendo en voz alta…',
  dictate: 'Dictar',
  stopDictation: 'Terminar dictado',
  dictateInto: (field: string) => `Dictar en «${field}»`,
  listening: 'Escuchando… habla ahora.',
  transcribing: 'Convirtiendo tu voz en texto…',
  dictated: 'Agregamos lo que dictaste al final del texto.',
  failed: 'No se pudo usar la voz. Inténtalo de nuevo.',
  denied: 'Permite el uso del micrófono en tu navegador para dictar.',
  unsupported: 'Tu navegador no puede leer ni dictar en voz alta.',
} as const;
