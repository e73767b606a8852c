/**
 * The voice helper's words (issue 20 item 3, spec section 1 "Voice"; docs/decisions/0031-voice-helper.md),
 * in Spanish (es-MX). app/listen-button.tsx and app/dictate-button.tsx read `voiceMessages` directly.
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
