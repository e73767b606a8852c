import type { CalendarMessages } from '../messages.ts';

/** Strings of the lt locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalendorius',
  today: 'Šiandien',
  previous: 'Ankstesnis',
  next: 'Kitas',
  viewSelector: 'Rodinys',
  years: 'Metai',
  year: 'Metai',
  month: 'Mėnuo',
  week: 'Savaitė',
  day: 'Diena',
  allDay: 'Visą dieną',
  more: '+{n} daugiau',
  newEvent: 'Naujas įvykis',
};
