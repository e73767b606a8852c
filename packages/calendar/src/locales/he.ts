import type { CalendarMessages } from '../messages.ts';

/** Strings of the he locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'לוח שנה',
  today: 'היום',
  previous: 'הקודם',
  next: 'הבא',
  viewSelector: 'תצוגה',
  years: 'שנים',
  year: 'שנה',
  month: 'חודש',
  week: 'שבוע',
  day: 'יום',
  allDay: 'כל היום',
  more: '+{n} נוספים',
  newEvent: 'אירוע חדש',
};
