import type { CalendarMessages } from '../messages.ts';

/** Every string of the nl locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Kalender',
  today: 'Vandaag',
  previous: 'Vorige',
  next: 'Volgende',
  viewSelector: 'Weergave',
  years: 'Jaren',
  year: 'Jaar',
  month: 'Maand',
  week: 'Week',
  day: 'Dag',
  allDay: 'Hele dag',
  time: 'Tijd',
  more: '+{n} meer',
  moreLabel: 'Nog {n} afspraken tonen',
  newEvent: 'Nieuwe afspraak',
  deleteEvent: 'Afspraak ‘{title}’ verwijderen',
  editTitle: 'Titel van de afspraak',
  events: '{n} afspraken',
  oneEvent: '1 afspraak',
  special: 'Speciale tijden',
  moved: '‘{title}’ verplaatst naar {when}',
  resized: '‘{title}’ eindigt nu om {end}',
  created: '‘{title}’ aangemaakt: {when}',
  deleted: '‘{title}’ verwijderd',
  grabbed:
    '‘{title}’ opgepakt. Pijltjestoetsen om te verplaatsen, Shift + pijltjestoetsen om de duur te wijzigen, spatie om neer te zetten, Escape om te annuleren.',
  dropped: '‘{title}’ neergezet: {when}',
  cancelled: 'Verplaatsen geannuleerd: {when}',
  invalidView: 'Kalender: de weergave ‘{view}’ bestaat niet; ‘week’ wordt gebruikt.',
  disabledView: 'Kalender: de weergave ‘{view}’ is uitgeschakeld; ‘{fallback}’ wordt gebruikt.',
  dndMissing:
    'Kalender: de module voor slepen en neerzetten kon niet worden geladen; er wordt zonder verdergegaan.',
};
