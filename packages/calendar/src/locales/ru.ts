import type { CalendarMessages } from '../messages.ts';

/** Every string of the ru locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Календарь',
  today: 'Сегодня',
  previous: 'Назад',
  next: 'Вперёд',
  viewSelector: 'Вид',
  years: 'Годы',
  year: 'Год',
  month: 'Месяц',
  week: 'Неделя',
  day: 'День',
  allDay: 'Весь день',
  time: 'Время',
  more: '+{n} ещё',
  moreLabel: 'Показать ещё события: {n}',
  newEvent: 'Новое событие',
  deleteEvent: 'Удалить событие «{title}»',
  editTitle: 'Название события',
  events: 'Событий: {n}',
  oneEvent: '1 событие',
  special: 'Особые часы',
  moved: '«{title}» перенесено: {when}',
  resized: '«{title}» теперь заканчивается в {end}',
  created: '«{title}» создано: {when}',
  deleted: '«{title}» удалено',
  grabbed:
    '«{title}» взято. Стрелки — переместить, Shift + стрелки — изменить длительность, Пробел — отпустить, Escape — отменить.',
  dropped: '«{title}» отпущено: {when}',
  cancelled: 'Перемещение отменено: {when}',
  invalidView: 'Календарь: вида «{view}» не существует; используется «week».',
  disabledView: 'Календарь: вид «{view}» отключён; используется «{fallback}».',
  dndMissing:
    'Календарь: не удалось загрузить модуль перетаскивания; работа продолжается без него.',
};
