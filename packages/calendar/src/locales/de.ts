import type { CalendarMessages } from '../messages.ts';

/** Strings of the de locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'Heute',
  previous: 'Zurück',
  next: 'Weiter',
  viewSelector: 'Ansicht',
  years: 'Jahre',
  year: 'Jahr',
  month: 'Monat',
  week: 'Woche',
  day: 'Tag',
  allDay: 'Ganztägig',
  more: '+{n} weitere',
  newEvent: 'Neuer Termin',
};
