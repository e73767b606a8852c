/**
 * What the chaos test asks of the API over HTTP, as a browser or the web app would: signing in,
 * uploading and downloading a document, importing employees, marking a notification read; and
 * the app's own real-time client connected to one instance.
 */
// The web app's own client, from its source file: the package's index also holds browser-only code.
import {
  createRealtimeClient,
  type RealtimeClient,
} from '../../../packages/api-client/src/realtime/realtime-client.ts';
import { waitFor } from './services.ts';

/** `Authorization` header value of a signed-in user, and their user id. */
export interface Session {
  authorization: string;
  token: string;
  userId: number;
}

/**
 * Signs in with the password grant (`POST /oauth/token`) and reads the user's id.
 * @throws when either answer is not 200 (status and body in the message).
 */
export async function signIn(origin: string, username: string, password = 'Jornada2026!') {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', client_id: 'jornada-web', username, password }),
  });
  if (response.status !== 200)
    throw new Error(`Inicio de sesión de ${username}: ${response.status} ${await response.text()}`);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const authorization = `Bearer ${token}`;
  const me = await fetch(`${origin}/api/v1/user`, { headers: { authorization } });
  if (me.status !== 200) throw new Error(`GET /api/v1/user: ${me.status} ${await me.text()}`);
  const userId = ((await me.json()) as { data: { id: number } }).data.id;
  return { authorization, token, userId } satisfies Session;
}

/** A multipart body with text fields and one file part named `file`. */
export function formWith(
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array; type: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
  return form;
}

/** Sends `POST <pathname>` with a multipart body as `session`. */
export function postForm(origin: string, pathname: string, session: Session, form: FormData) {
  return fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { authorization: session.authorization },
    body: form,
  });
}

/**
 * A notification of one user whose read state the test flips through the API
 * (`markNotificationRead`), each flip pushing `notification.read` to the user's sockets.
 */
export class FlippingNotification {
  readonly id: number;
  #read = false;

  constructor(id: number) {
    this.id = id;
  }

  /** Flips it through `origin`; the answer is returned as it came. */
  flip(origin: string, session: Session, signal?: AbortSignal): Promise<Response> {
    this.#read = !this.#read;
    return fetch(`${origin}/notifications-api/v1/notifications/${this.id}`, {
      method: 'PUT',
      headers: { authorization: session.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ read: this.#read }),
      ...(signal ? { signal } : {}),
    });
  }
}

/** The web app's real-time client on one instance, with every event it received. */
export interface WatchedSocket {
  client: RealtimeClient;
  /** `Date.now()` of each `notification.read` received. */
  reads: number[];
  /** Each disconnection: when, and socket.io's reason. */
  disconnects: { at: number; reason: string }[];
  /** `Date.now()` of each successful connection. */
  connects: number[];
  /** Each `notifications.count` the server sent (on every connection): when, and the unread count. */
  counts: { at: number; unread: number }[];
}

/**
 * Connects the app's own real-time client (packages/api-client, its default reconnection
 * settings) to `origin` with `session`'s token and waits until it is open.
 * @throws when it is not open within 10 s.
 */
export async function watchSocket(origin: string, session: Session): Promise<WatchedSocket> {
  const client = createRealtimeClient({ url: origin, getToken: () => session.token });
  const watched: WatchedSocket = { client, reads: [], disconnects: [], connects: [], counts: [] };
  client.subscribe('notification.read', () => watched.reads.push(Date.now()));
  client.subscribe('notifications.count', ({ unread }) =>
    watched.counts.push({ at: Date.now(), unread }),
  );
  client.socket.on('connect', () => watched.connects.push(Date.now()));
  client.socket.on('disconnect', (reason) => watched.disconnects.push({ at: Date.now(), reason }));
  client.connect();
  await waitFor(
    `socket en ${origin}`,
    async () => (client.state.getSnapshot() === 'open' ? true : undefined),
    10_000,
    50,
  );
  return watched;
}

/** Resolves with `Date.now()` of the first `notification.read` received after `since`. */
export function nextReadAfter(socket: WatchedSocket, since: number, timeoutMs: number) {
  return waitFor(
    'notification.read en el socket',
    async () => socket.reads.find((at) => at > since),
    timeoutMs,
    20,
  );
}
