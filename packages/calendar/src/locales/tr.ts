import type { CalendarMessages } from '../messages.ts';

/** Strings of the tr locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Takvim',
  today: 'Bugün',
  previous: 'Önceki',
  next: 'Sonraki',
  viewSelector: 'Görünüm',
  years: 'Yıllar',
  year: 'Yıl',
  month: 'Ay',
  week: 'Hafta',
  day: 'Gün',
  allDay: 'Tüm gün',
  more: '+{n} daha',
  newEvent: 'Yeni etkinlik',
};
