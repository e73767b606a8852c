import type { CalendarMessages } from '../messages.ts';

/** Every string of the sl locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Koledar',
  today: 'Danes',
  previous: 'Prejšnji',
  next: 'Naslednji',
  viewSelector: 'Pogled',
  years: 'Leta',
  year: 'Leto',
  month: 'Mesec',
  week: 'Teden',
  day: 'Dan',
  allDay: 'Ves dan',
  time: 'Čas',
  more: '+{n} več',
  moreLabel: 'Prikaži več dogodkov: {n}',
  newEvent: 'Nov dogodek',
  deleteEvent: 'Izbriši dogodek »{title}«',
  editTitle: 'Naslov dogodka',
  events: 'Dogodki: {n}',
  oneEvent: '1 dogodek',
  special: 'Posebni časi',
  moved: '»{title}« premaknjen: {when}',
  resized: '»{title}« se zdaj konča ob {end}',
  created: '»{title}« ustvarjen: {when}',
  deleted: '»{title}« izbrisan',
  grabbed:
    '»{title}« prijet. S puščicami ga premaknete, s Shift + puščicami spremenite trajanje, s preslednico ga spustite, z Escape prekličete.',
  dropped: '»{title}« spuščen: {when}',
  cancelled: 'Premik preklican: {when}',
  invalidView: 'Koledar: pogled »{view}« ne obstaja; uporabi se »week«.',
  disabledView: 'Koledar: pogled »{view}« je onemogočen; uporabi se »{fallback}«.',
  dndMissing:
    'Koledar: modula za vlečenje in spuščanje ni bilo mogoče naložiti; nadaljuje se brez njega.',
};
