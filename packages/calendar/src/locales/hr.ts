import type { CalendarMessages } from '../messages.ts';

/** Every string of the hr locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Kalendar',
  today: 'Danas',
  previous: 'Prethodno',
  next: 'Sljedeće',
  viewSelector: 'Prikaz',
  years: 'Godine',
  year: 'Godina',
  month: 'Mjesec',
  week: 'Tjedan',
  day: 'Dan',
  allDay: 'Cijeli dan',
  time: 'Vrijeme',
  more: '+{n} više',
  moreLabel: 'Prikaži još događaja: {n}',
  newEvent: 'Novi događaj',
  deleteEvent: 'Izbriši događaj „{title}”',
  editTitle: 'Naslov događaja',
  events: 'Događaji: {n}',
  oneEvent: '1 događaj',
  special: 'Posebno vrijeme',
  moved: '„{title}” premješten: {when}',
  resized: '„{title}” sada završava u {end}',
  created: '„{title}” stvoren: {when}',
  deleted: '„{title}” izbrisan',
  grabbed:
    '„{title}” podignut. Strelice za pomicanje, Shift + strelice za promjenu trajanja, razmaknica za spuštanje, Escape za odustajanje.',
  dropped: '„{title}” spušten: {when}',
  cancelled: 'Premještanje otkazano: {when}',
  invalidView: 'Kalendar: prikaz „{view}” ne postoji; koristi se „week”.',
  disabledView: 'Kalendar: prikaz „{view}” je onemogućen; koristi se „{fallback}”.',
  dndMissing:
    'Kalendar: modul za povlačenje i ispuštanje nije se mogao učitati; nastavlja se bez njega.',
};
