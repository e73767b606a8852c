import type { CalendarMessages } from '../messages.ts';

/** Every string of the el locale (day and month names come from `Intl`). */
export const messages: CalendarMessages = {
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
  time: 'Ώρα',
  more: '+{n} ακόμη',
  moreLabel: 'Εμφάνιση ακόμη {n} συμβάντων',
  newEvent: 'Νέο συμβάν',
  deleteEvent: 'Διαγραφή συμβάντος «{title}»',
  editTitle: 'Τίτλος συμβάντος',
  events: '{n} συμβάντα',
  oneEvent: '1 συμβάν',
  special: 'Ειδικό ωράριο',
  moved: 'Το «{title}» μετακινήθηκε: {when}',
  resized: 'Το «{title}» λήγει τώρα στις {end}',
  created: 'Το «{title}» δημιουργήθηκε: {when}',
  deleted: 'Το «{title}» διαγράφηκε',
  grabbed:
    'Το «{title}» επιλέχθηκε για μετακίνηση. Βέλη για μετακίνηση, Shift + βέλη για αλλαγή διάρκειας, Διάστημα για απόθεση, Escape για ακύρωση.',
  dropped: 'Το «{title}» αποτέθηκε: {when}',
  cancelled: 'Η μετακίνηση ακυρώθηκε: {when}',
  invalidView: 'Ημερολόγιο: η προβολή «{view}» δεν υπάρχει· χρησιμοποιείται η «week».',
  disabledView:
    'Ημερολόγιο: η προβολή «{view}» είναι απενεργοποιημένη· χρησιμοποιείται η «{fallback}».',
  dndMissing:
    'Ημερολόγιο: δεν ήταν δυνατή η φόρτωση της λειτουργίας μεταφοράς και απόθεσης· συνεχίζει χωρίς αυτήν.',
};
