import type { CalendarMessages } from '../messages.ts';

/** Strings of the hi locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: 'कैलेंडर',
  today: 'आज',
  previous: 'पिछला',
  next: 'अगला',
  viewSelector: 'दृश्य',
  years: 'वर्ष',
  year: 'वर्ष',
  month: 'महीना',
  week: 'सप्ताह',
  day: 'दिन',
  allDay: 'पूरे दिन',
  more: '+{n} और',
  newEvent: 'नया कार्यक्रम',
};
