import type { CalendarMessages } from '../messages.ts';

/** Strings of the da locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'I dag',
  previous: 'Forrige',
  next: 'Næste',
  viewSelector: 'Visning',
  years: 'År',
  year: 'År',
  month: 'Måned',
  week: 'Uge',
  day: 'Dag',
  allDay: 'Hele dagen',
  more: '+{n} mere',
  newEvent: 'Ny begivenhed',
};
