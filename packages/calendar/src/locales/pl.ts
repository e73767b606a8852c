import type { CalendarMessages } from '../messages.ts';

/** Every string of the pl locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Kalendarz',
  today: 'Dziś',
  previous: 'Poprzedni',
  next: 'Następny',
  viewSelector: 'Widok',
  years: 'Lata',
  year: 'Rok',
  month: 'Miesiąc',
  week: 'Tydzień',
  day: 'Dzień',
  allDay: 'Cały dzień',
  time: 'Godzina',
  more: '+{n} więcej',
  moreLabel: 'Pokaż więcej wydarzeń: {n}',
  newEvent: 'Nowe wydarzenie',
  deleteEvent: 'Usuń wydarzenie „{title}”',
  editTitle: 'Tytuł wydarzenia',
  events: 'Wydarzenia: {n}',
  oneEvent: '1 wydarzenie',
  special: 'Godziny specjalne',
  moved: '„{title}” przeniesiono: {when}',
  resized: '„{title}” kończy się teraz o {end}',
  created: '„{title}” utworzono: {when}',
  deleted: '„{title}” usunięto',
  grabbed:
    '„{title}” podniesiono. Strzałki przesuwają, Shift + strzałki zmieniają czas trwania, spacja upuszcza, Escape anuluje.',
  dropped: '„{title}” upuszczono: {when}',
  cancelled: 'Przenoszenie anulowane: {when}',
  invalidView: 'Kalendarz: widok „{view}” nie istnieje; używany jest „week”.',
  disabledView: 'Kalendarz: widok „{view}” jest wyłączony; używany jest „{fallback}”.',
  dndMissing:
    'Kalendarz: nie udało się wczytać modułu przeciągania i upuszczania; działa bez niego.',
};
