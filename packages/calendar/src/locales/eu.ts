import type { CalendarMessages } from '../messages.ts';

/** Every string of the eu locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Egutegia',
  today: 'Gaur',
  previous: 'Aurrekoa',
  next: 'Hurrengoa',
  viewSelector: 'Ikuspegia',
  years: 'Urteak',
  year: 'Urtea',
  month: 'Hilabetea',
  week: 'Astea',
  day: 'Eguna',
  allDay: 'Egun osoa',
  time: 'Ordua',
  more: '+{n} gehiago',
  moreLabel: 'Ikusi beste {n} gertaera',
  newEvent: 'Gertaera berria',
  deleteEvent: 'Ezabatu «{title}» gertaera',
  editTitle: 'Gertaeraren izenburua',
  events: '{n} gertaera',
  oneEvent: 'Gertaera 1',
  special: 'Ordutegi berezia',
  moved: '«{title}» lekuz aldatu da: {when}',
  resized: '«{title}» orain ordu honetan amaitzen da: {end}',
  created: '«{title}» sortu da: {when}',
  deleted: '«{title}» ezabatu da',
  grabbed:
    '«{title}» hartu da. Geziak mugitzeko, Maius + geziak iraupena aldatzeko, zuriunea uzteko, Ihes bertan behera uzteko.',
  dropped: '«{title}» utzi da: {when}',
  cancelled: 'Mugimendua bertan behera utzi da: {when}',
  invalidView: 'Egutegia: «{view}» ikuspegia ez dago; «week» erabiltzen da.',
  disabledView: 'Egutegia: «{view}» ikuspegia desgaituta dago; «{fallback}» erabiltzen da.',
  dndMissing:
    'Egutegia: ezin izan da arrastatu eta jaregiteko modulua kargatu; hura gabe jarraitzen du.',
};
