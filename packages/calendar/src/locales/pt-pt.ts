import type { CalendarMessages } from '../messages.ts';

/** Every string of the pt-PT locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Calendário',
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Seguinte',
  viewSelector: 'Vista',
  years: 'Anos',
  year: 'Ano',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
  allDay: 'Todo o dia',
  time: 'Hora',
  more: '+{n} mais',
  moreLabel: 'Ver mais {n} eventos',
  newEvent: 'Novo evento',
  deleteEvent: 'Eliminar evento «{title}»',
  editTitle: 'Título do evento',
  events: '{n} eventos',
  oneEvent: '1 evento',
  special: 'Horário especial',
  moved: '«{title}» movido para {when}',
  resized: '«{title}» termina agora às {end}',
  created: '«{title}» criado: {when}',
  deleted: '«{title}» eliminado',
  grabbed:
    '«{title}» agarrado. Setas para mover, Shift + setas para alterar a duração, Espaço para largar, Esc para cancelar.',
  dropped: '«{title}» largado: {when}',
  cancelled: 'Movimento cancelado: {when}',
  invalidView: 'Calendário: a vista «{view}» não existe; a usar «week».',
  disabledView: 'Calendário: a vista «{view}» está desativada; a usar «{fallback}».',
  dndMissing:
    'Calendário: não foi possível carregar o módulo de arrastar e largar; a continuar sem ele.',
};
