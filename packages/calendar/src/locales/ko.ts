import type { CalendarMessages } from '../messages.ts';

/** Strings of the ko locale (day and month names come from `Intl`). */
export const messages: Partial<CalendarMessages> = {
  calendar: '캘린더',
  today: '오늘',
  previous: '이전',
  next: '다음',
  viewSelector: '보기',
  years: '연도',
  year: '연',
  month: '월',
  week: '주',
  day: '일',
  allDay: '종일',
  more: '+{n}개 더',
  newEvent: '새 일정',
};
