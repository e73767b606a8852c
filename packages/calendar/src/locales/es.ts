import type { CalendarMessages } from '../messages.ts';

/** Strings of the es locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
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
  more: '+{n} más',
  newEvent: 'Nuevo evento',
};
