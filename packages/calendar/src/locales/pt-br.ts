import type { CalendarMessages } from '../messages.ts';

/** Every string of the pt-BR locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Calendário',
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Próximo',
  viewSelector: 'Visualização',
  years: 'Anos',
  year: 'Ano',
  month: 'Mês',
  week: 'Semana',
  day: 'Dia',
  allDay: 'Dia inteiro',
  time: 'Hora',
  more: '+{n} mais',
  moreLabel: 'Ver mais {n} eventos',
  newEvent: 'Novo evento',
  deleteEvent: 'Excluir evento “{title}”',
  editTitle: 'Título do evento',
  events: '{n} eventos',
  oneEvent: '1 evento',
  special: 'Horário especial',
  moved: '“{title}” movido para {when}',
  resized: '“{title}” agora termina às {end}',
  created: '“{title}” criado: {when}',
  deleted: '“{title}” excluído',
  grabbed:
    '“{title}” selecionado para mover. Setas para mover, Shift + setas para alterar a duração, Espaço para soltar, Esc para cancelar.',
  dropped: '“{title}” solto: {when}',
  cancelled: 'Movimento cancelado: {when}',
  invalidView: 'Calendário: a visualização “{view}” não existe; usando “week”.',
  disabledView: 'Calendário: a visualização “{view}” está desativada; usando “{fallback}”.',
  dndMissing:
    'Calendário: não foi possível carregar o módulo de arrastar e soltar; continuando sem ele.',
};
