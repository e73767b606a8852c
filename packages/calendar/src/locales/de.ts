import type { CalendarMessages } from '../messages.ts';

/** Every string of the de locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
  calendar: 'Kalender',
  today: 'Heute',
  previous: 'Zurück',
  next: 'Weiter',
  viewSelector: 'Ansicht',
  years: 'Jahre',
  year: 'Jahr',
  month: 'Monat',
  week: 'Woche',
  day: 'Tag',
  allDay: 'Ganztägig',
  time: 'Uhrzeit',
  more: '+{n} weitere',
  moreLabel: '{n} weitere Termine anzeigen',
  newEvent: 'Neuer Termin',
  deleteEvent: 'Termin „{title}“ löschen',
  editTitle: 'Titel des Termins',
  events: '{n} Termine',
  oneEvent: '1 Termin',
  special: 'Sonderzeiten',
  moved: '„{title}“ verschoben auf {when}',
  resized: '„{title}“ endet jetzt um {end}',
  created: '„{title}“ erstellt: {when}',
  deleted: '„{title}“ gelöscht',
  grabbed:
    '„{title}“ aufgenommen. Pfeiltasten zum Verschieben, Umschalt + Pfeiltasten zum Ändern der Dauer, Leertaste zum Ablegen, Escape zum Abbrechen.',
  dropped: '„{title}“ abgelegt: {when}',
  cancelled: 'Verschieben abgebrochen: {when}',
  invalidView: 'Kalender: Die Ansicht „{view}“ gibt es nicht; es wird „week“ verwendet.',
  disabledView: 'Kalender: Die Ansicht „{view}“ ist deaktiviert; es wird „{fallback}“ verwendet.',
  dndMissing:
    'Kalender: Das Drag-and-drop-Modul konnte nicht geladen werden; es geht ohne es weiter.',
};
