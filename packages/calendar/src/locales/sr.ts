import type { CalendarMessages } from '../messages.ts';

/** Every string of the sr locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Календар',
  today: 'Данас',
  previous: 'Претходно',
  next: 'Следеће',
  viewSelector: 'Приказ',
  years: 'Године',
  year: 'Година',
  month: 'Месец',
  week: 'Недеља',
  day: 'Дан',
  allDay: 'Цео дан',
  time: 'Време',
  more: '+{n} још',
  moreLabel: 'Прикажи још догађаја: {n}',
  newEvent: 'Нови догађај',
  deleteEvent: 'Обриши догађај „{title}“',
  editTitle: 'Наслов догађаја',
  events: 'Догађаји: {n}',
  oneEvent: '1 догађај',
  special: 'Посебно време',
  moved: '„{title}“ премештен: {when}',
  resized: '„{title}“ сада се завршава у {end}',
  created: '„{title}“ направљен: {when}',
  deleted: '„{title}“ обрисан',
  grabbed:
    '„{title}“ подигнут. Стрелице за померање, Shift + стрелице за промену трајања, размак за спуштање, Escape за отказивање.',
  dropped: '„{title}“ спуштен: {when}',
  cancelled: 'Премештање отказано: {when}',
  invalidView: 'Календар: приказ „{view}“ не постоји; користи се „week“.',
  disabledView: 'Календар: приказ „{view}“ је онемогућен; користи се „{fallback}“.',
  dndMissing:
    'Календар: модул за превлачење и испуштање није могао да се учита; наставља се без њега.',
};
