import type { CalendarMessages } from '../messages.ts';

/** Strings of the ca locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendari',
  today: 'Avui',
  previous: 'Anterior',
  next: 'Següent',
  viewSelector: 'Vista',
  years: 'Anys',
  year: 'Any',
  month: 'Mes',
  week: 'Setmana',
  day: 'Dia',
  allDay: 'Tot el dia',
  more: '+{n} més',
  newEvent: 'Esdeveniment nou',
};
