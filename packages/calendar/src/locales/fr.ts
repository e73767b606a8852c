import type { CalendarMessages } from '../messages.ts';

/** Strings of the fr locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Calendrier',
  today: "Aujourd'hui",
  previous: 'Précédent',
  next: 'Suivant',
  viewSelector: 'Vue',
  years: 'Années',
  year: 'Année',
  month: 'Mois',
  week: 'Semaine',
  day: 'Jour',
  allDay: 'Toute la journée',
  more: '+{n} de plus',
  newEvent: 'Nouvel événement',
};
