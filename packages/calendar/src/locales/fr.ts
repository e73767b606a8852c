import type { CalendarMessages } from '../messages.ts';

/** Every string of the fr locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Calendrier',
  today: "Aujourd'hui",
  previous: 'Précédent',
  next: 'Suivant',
  viewSelector: 'Vue',
  years: 'Années',
  year: 'Année',
  month: 'Mois',
  week: 'Semaine',
  day: 'Jour',
  allDay: 'Toute la journée',
  time: 'Heure',
  more: '+{n} de plus',
  moreLabel: 'Voir {n} événements de plus',
  newEvent: 'Nouvel événement',
  deleteEvent: 'Supprimer l’événement « {title} »',
  editTitle: 'Titre de l’événement',
  events: '{n} événements',
  oneEvent: '1 événement',
  special: 'Horaires particuliers',
  moved: '« {title} » déplacé : {when}',
  resized: '« {title} » se termine désormais à {end}',
  created: '« {title} » créé : {when}',
  deleted: '« {title} » supprimé',
  grabbed:
    '« {title} » saisi. Flèches pour déplacer, Maj + flèches pour changer la durée, Espace pour déposer, Échap pour annuler.',
  dropped: '« {title} » déposé : {when}',
  cancelled: 'Déplacement annulé : {when}',
  invalidView: 'Calendrier : la vue « {view} » n’existe pas ; « week » est utilisée.',
  disabledView: 'Calendrier : la vue « {view} » est désactivée ; « {fallback} » est utilisée.',
  dndMissing:
    'Calendrier : le module de glisser-déposer n’a pas pu être chargé ; il fonctionne sans.',
};
