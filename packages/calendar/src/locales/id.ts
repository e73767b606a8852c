import type { CalendarMessages } from '../messages.ts';

/** Strings of the id locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Kalender',
  today: 'Hari ini',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  viewSelector: 'Tampilan',
  years: 'Tahun-tahun',
  year: 'Tahun',
  month: 'Bulan',
  week: 'Minggu',
  day: 'Hari',
  allDay: 'Sepanjang hari',
  more: '+{n} lagi',
  newEvent: 'Acara baru',
};
