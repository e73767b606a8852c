import type { CalendarMessages } from '../messages.ts';

/** Every string of the hu locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
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
  time: 'Idő',
  more: '+{n} további',
  moreLabel: 'További események: {n}',
  newEvent: 'Új esemény',
  deleteEvent: '„{title}” esemény törlése',
  editTitle: 'Az esemény címe',
  events: 'Események: {n}',
  oneEvent: '1 esemény',
  special: 'Különleges időszak',
  moved: '„{title}” áthelyezve: {when}',
  resized: '„{title}” új vége: {end}',
  created: '„{title}” létrehozva: {when}',
  deleted: '„{title}” törölve',
  grabbed:
    '„{title}” felvéve. Nyilakkal mozgathatja, Shift + nyilakkal módosíthatja az időtartamot, szóközzel leteheti, Escape-pel megszakíthatja.',
  dropped: '„{title}” letéve: {when}',
  cancelled: 'Áthelyezés megszakítva: {when}',
  invalidView: 'Naptár: a(z) „{view}” nézet nem létezik; a „week” nézet lesz használva.',
  disabledView:
    'Naptár: a(z) „{view}” nézet le van tiltva; a(z) „{fallback}” nézet lesz használva.',
  dndMissing: 'Naptár: a fogd és vidd modult nem sikerült betölteni; nélküle működik tovább.',
};
