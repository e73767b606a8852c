import type { CalendarMessages } from '../messages.ts';

/** Strings of the el locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'Ημερολόγιο',
  today: 'Σήμερα',
  previous: 'Προηγούμενο',
  next: 'Επόμενο',
  viewSelector: 'Προβολή',
  years: 'Έτη',
  year: 'Έτος',
  month: 'Μήνας',
  week: 'Εβδομάδα',
  day: 'Ημέρα',
  allDay: 'Ολοήμερο',
  more: '+{n} ακόμη',
  newEvent: 'Νέο συμβάν',
};
