/**
 * Every default user-facing string of @jornada/calendar in Spanish (es-MX),
 * the built-in locale. Other locales are loaded on demand
 * from `./locales/*`, each with every key (title bar, accessible names,
 * live-region announcements, console messages); day and month names always
 * come from `Intl`.
 */
export const calendarMessages = {
  calendar: 'Calendario',
  today: 'Hoy',
  previous: 'Anterior',
  next: 'Siguiente',
  viewSelector: 'Vista',
  years: 'Años',
  year: 'Año',
  month: 'Mes',
  week: 'Semana',
  day: 'Día',
  allDay: 'Todo el día',
  time: 'Hora',
  more: '+{n} más',
  moreLabel: 'Ver {n} eventos más',
  newEvent: 'Nuevo evento',
  deleteEvent: 'Eliminar evento «{title}»',
  editTitle: 'Título del evento',
  events: '{n} eventos',
  oneEvent: '1 evento',
  special: 'Horario especial',
  moved: '«{title}» movido a {when}',
  resized: '«{title}» ahora termina a las {end}',
  created: '«{title}» creado: {when}',
  deleted: '«{title}» eliminado',
  grabbed:
    '«{title}» tomado. Flechas para mover, Mayús + flechas para cambiar la duración, Espacio para soltar, Escape para cancelar.',
  dropped: '«{title}» soltado: {when}',
  cancelled: 'Movimiento cancelado: {when}',
  invalidView: 'Calendario: la vista «{view}» no existe; se usa «week».',
  disabledView: 'Calendario: la vista «{view}» está deshabilitada; se usa «{fallback}».',
  dndMissing: 'Calendario: no se pudo cargar el módulo de arrastrar y soltar; se continúa sin él.',
};

/** The shape of {@link calendarMessages}; every locale module provides all of it. */
export type CalendarMessages = typeof calendarMessages;

/** Replaces `{name}` placeholders in a message. */
export function fill(msg: string, vars: Record<string, string | number>): string {
  return msg.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
