import type { CalendarMessages } from '../messages.ts';

/** Strings of the fi locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalenteri',
  today: 'Tänään',
  previous: 'Edellinen',
  next: 'Seuraava',
  viewSelector: 'Näkymä',
  years: 'Vuodet',
  year: 'Vuosi',
  month: 'Kuukausi',
  week: 'Viikko',
  day: 'Päivä',
  allDay: 'Koko päivä',
  more: '+{n} lisää',
  newEvent: 'Uusi tapahtuma',
};
