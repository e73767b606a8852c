import type { CalendarMessages } from '../messages.ts';

/** Every string of the ro locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Calendar',
  today: 'Astăzi',
  previous: 'Anterior',
  next: 'Următor',
  viewSelector: 'Vizualizare',
  years: 'Ani',
  year: 'An',
  month: 'Lună',
  week: 'Săptămână',
  day: 'Zi',
  allDay: 'Toată ziua',
  time: 'Ora',
  more: '+{n} în plus',
  moreLabel: 'Mai multe evenimente: {n}',
  newEvent: 'Eveniment nou',
  deleteEvent: 'Șterge evenimentul „{title}”',
  editTitle: 'Titlul evenimentului',
  events: 'Evenimente: {n}',
  oneEvent: '1 eveniment',
  special: 'Program special',
  moved: '„{title}” mutat: {when}',
  resized: '„{title}” se termină acum la {end}',
  created: '„{title}” creat: {when}',
  deleted: '„{title}” șters',
  grabbed:
    '„{title}” preluat. Săgeți pentru mutare, Shift + săgeți pentru schimbarea duratei, Spațiu pentru plasare, Escape pentru anulare.',
  dropped: '„{title}” plasat: {when}',
  cancelled: 'Mutare anulată: {when}',
  invalidView: 'Calendar: vizualizarea „{view}” nu există; se folosește „week”.',
  disabledView: 'Calendar: vizualizarea „{view}” este dezactivată; se folosește „{fallback}”.',
  dndMissing:
    'Calendar: modulul de tragere și plasare nu a putut fi încărcat; se continuă fără el.',
};
