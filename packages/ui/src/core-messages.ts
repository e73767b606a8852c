/**
 * The part of `uiMessages` (messages.ts, which includes it) that a page shows from its
 * first paint — the layouts' navigation, the spinner, the error screens, the notifications
 * region — in a module of its own,
 * so that loading a layout does not load every component's strings.
 */
export const uiCoreMessages = {
  loading: 'Cargando…',
  close: 'Cerrar',
  notifications: 'Notificaciones ({hotkey})',
  notification: 'Notificación',
  skipToContent: 'Saltar al contenido',
  openMenu: 'Abrir menú',
  mainNavigation: 'Navegación principal',
  workspaceNavigation: 'Secciones',
  footerNavigation: 'Enlaces del pie de página',
  errorScreens: {
    notFoundBadge: 'Error 404',
    notFoundTitle: 'Página no encontrada',
    notFoundText:
      'Este contenido ya no está disponible… o tal vez nunca tuvo CV. Pero no pasa nada, hay más oportunidades esperándote.',
    connectionTitle: 'Error de conexión',
    connectionText:
      'Al parecer algo falló en la conexión. Verifica tu red e intenta nuevamente. Aquí te esperamos.',
    backHome: 'Volver al inicio',
  },
} as const;
