/**
 * Spanish (es-MX) texts of the seeker's offline use (decision 0026): the
 * banner that says the app is offline and how many actions wait to be sent.
 */
import { formatNumber } from '@jornada/ui';

const actions = (n: number) =>
  n === 1 ? '1 acción pendiente' : `${formatNumber(n)} acciones pendientes`;

export const seekerOfflineMessages = {
  /** Offline, nothing queued. */
  offline:
    'Sin conexión. Puedes ver lo que ya abriste; lo que hagas se enviará al volver la conexión.',
  /** Offline with queued actions. */
  offlineQueued: (n: number) =>
    `Sin conexión: ${actions(n)}. Se ${n === 1 ? 'enviará' : 'enviarán'} al volver la conexión.`,
  /** Back online, still sending. */
  sending: (n: number) => `Enviando ${actions(n)}…`,
  /** The bookmark toast when the action waits in the outbox. */
  bookmarkQueued: 'Sin conexión: guardaremos la vacante en tus favoritos al volver la conexión.',
  unbookmarkQueued: 'Sin conexión: quitaremos la vacante de tus favoritos al volver la conexión.',
  confirmQueued: 'Sin conexión: confirmaremos la entrevista al volver la conexión.',
} as const;
