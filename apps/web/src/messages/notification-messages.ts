/**
 * The notifications bell's strings (es-MX), on every signed-in page's header: a catalogue of their
 * own, so that the bell does not bring the whole of messages.ts (~15 KB compressed) onto pages that
 * use nothing else of it (docs/decisions/0045-phone-weight.md). `messages.notifications` is this.
 */
export const notificationMessages = {
  notifications: {
    button: (unread: number) =>
      unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread} sin leer`,
    title: 'Notificaciones',
    empty: 'No tienes notificaciones.',
    markRead: 'Marcar como leída',
    unread: 'Sin leer',
    live: (title: string) => `Nueva notificación: ${title}`,
  },
} as const;
