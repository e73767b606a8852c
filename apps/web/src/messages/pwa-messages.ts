/**
 * Spanish (es-MX) texts of the PWA notices: the update banner and the
 * install button. Their own module because the banner is part of every page's first load
 * (main.tsx); `marketingMessages.pwa` is this object.
 */

/** The PWA notices' catalogue. */
export const pwaMessages = {
  region: 'Estado de la aplicación',
  offlineReady: 'Jornada ya funciona sin conexión en este dispositivo.',
  needsRefresh: 'Hay una nueva versión de Jornada disponible.',
  newBuild: (version: string) => `Hay una nueva versión de Jornada disponible (${version}).`,
  registrationFailed:
    'No pudimos activar el modo sin conexión. La aplicación sigue funcionando con conexión.',
  offline: 'Estás sin conexión. Algunas secciones pueden no estar disponibles.',
  update: 'Actualizar ahora',
  updating: 'Actualizando…',
  dismiss: 'Cerrar aviso',
  install: 'Instalar la aplicación',
  installed: 'Aplicación instalada',
} as const;
