/**
 * Closes a socket when the access token it authenticated with expires: a
 * socket must not outlive its token (tokens expire), just as a
 * revoked token's sockets are closed (revocation.ts).
 */

/** The longest delay `setTimeout` honours (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
export const maxTimerDelayMs = 2 ** 31 - 1;

/** What {@link disconnectAtExpiry} needs of a socket. */
export interface ExpiringSocket {
  disconnect(close?: boolean): unknown;
  once(event: 'disconnect', listener: () => void): unknown;
}

/**
 * Disconnects `socket` at `expiresAt` (milliseconds since the epoch). Delays
 * beyond {@link maxTimerDelayMs} are waited in steps; the timer is cleared
 * when the socket disconnects first.
 */
export function disconnectAtExpiry(socket: ExpiringSocket, expiresAt: number): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) {
      timer = undefined;
      socket.disconnect(true);
      return;
    }
    timer = setTimeout(schedule, Math.min(remaining, maxTimerDelayMs));
  };
  socket.once('disconnect', () => clearTimeout(timer));
  schedule();
}
