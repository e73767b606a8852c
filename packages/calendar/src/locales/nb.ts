import type { CalendarMessages } from '../messages.ts';

/** Strings of the nb locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'I dag',
  previous: 'Forrige',
  next: 'Neste',
  viewSelector: 'Visning',
  years: 'År',
  year: 'År',
  month: 'Måned',
  week: 'Uke',
  day: 'Dag',
  allDay: 'Hele dagen',
  more: '+{n} til',
  newEvent: 'Ny hendelse',
};
