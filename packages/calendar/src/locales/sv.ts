import type { CalendarMessages } from '../messages.ts';

/** Strings of the sv locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'Idag',
  previous: 'Föregående',
  next: 'Nästa',
  viewSelector: 'Vy',
  years: 'År',
  year: 'År',
  month: 'Månad',
  week: 'Vecka',
  day: 'Dag',
  allDay: 'Heldag',
  more: '+{n} till',
  newEvent: 'Ny händelse',
};
