import type { CalendarMessages } from '../messages.ts';

/** Strings of the it locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendario',
  today: 'Oggi',
  previous: 'Precedente',
  next: 'Successivo',
  viewSelector: 'Vista',
  years: 'Anni',
  year: 'Anno',
  month: 'Mese',
  week: 'Settimana',
  day: 'Giorno',
  allDay: 'Tutto il giorno',
  more: '+{n} altri',
  newEvent: 'Nuovo evento',
};
