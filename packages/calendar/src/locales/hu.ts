import type { CalendarMessages } from '../messages.ts';

/** Strings of the hu locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Naptár',
  today: 'Ma',
  previous: 'Előző',
  next: 'Következő',
  viewSelector: 'Nézet',
  years: 'Évek',
  year: 'Év',
  month: 'Hónap',
  week: 'Hét',
  day: 'Nap',
  allDay: 'Egész nap',
  more: '+{n} további',
  newEvent: 'Új esemény',
};
