import type { CalendarMessages } from '../messages.ts';

/** Every string of the ca locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Calendari',
  today: 'Avui',
  previous: 'Anterior',
  next: 'Següent',
  viewSelector: 'Vista',
  years: 'Anys',
  year: 'Any',
  month: 'Mes',
  week: 'Setmana',
  day: 'Dia',
  allDay: 'Tot el dia',
  time: 'Hora',
  more: '+{n} més',
  moreLabel: 'Mostra {n} esdeveniments més',
  newEvent: 'Esdeveniment nou',
  deleteEvent: 'Elimina l’esdeveniment «{title}»',
  editTitle: 'Títol de l’esdeveniment',
  events: '{n} esdeveniments',
  oneEvent: '1 esdeveniment',
  special: 'Horari especial',
  moved: '«{title}» mogut a {when}',
  resized: '«{title}» ara acaba a les {end}',
  created: '«{title}» creat: {when}',
  deleted: '«{title}» eliminat',
  grabbed:
    '«{title}» agafat. Fletxes per moure, Maj + fletxes per canviar la durada, Espai per deixar-lo, Esc per cancel·lar.',
  dropped: '«{title}» deixat: {when}',
  cancelled: 'Moviment cancel·lat: {when}',
  invalidView: 'Calendari: la vista «{view}» no existeix; s’utilitza «week».',
  disabledView: 'Calendari: la vista «{view}» està desactivada; s’utilitza «{fallback}».',
  dndMissing:
    'Calendari: no s’ha pogut carregar el mòdul d’arrossegar i deixar anar; es continua sense.',
};
