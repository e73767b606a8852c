import type { CalendarMessages } from '../messages.ts';

/** Strings of the nl locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'Vandaag',
  previous: 'Vorige',
  next: 'Volgende',
  viewSelector: 'Weergave',
  years: 'Jaren',
  year: 'Jaar',
  month: 'Maand',
  week: 'Week',
  day: 'Dag',
  allDay: 'Hele dag',
  more: '+{n} meer',
  newEvent: 'Nieuwe afspraak',
};
