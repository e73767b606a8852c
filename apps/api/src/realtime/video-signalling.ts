/**
 * Signalling of the interview video rooms over the existing socket (decision 50,
 * docs/decisions/0033-video-room.md): a socket joins a room with the participant
 * token `getVideoRoom` gave its user; offers, answers and ICE candidates are
 * relayed only to another socket of the same room; everyone in the room hears
 * who is there (`room.presence`) after each join and leave. A room holds the
 * candidate and up to {@link maxStaffInRoom} staff (the interviewer panel,
 * decision 54): a mesh, one peer connection per pair, so signals are addressed
 * to one participant's socket id.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { Database } from '../db/client.ts';
import { users, videoRecordings } from '../db/schema.ts';
import { verifyParticipantToken } from '../video-room/participant-token.ts';
import { serializeRecording } from '../video-room/recordings.ts';
import {
  videoRoom,
  type ClientToServerEvents,
  type RoomParticipant,
  type RoomPresencePayload,
  type ServerToClientEvents,
  type SocketData,
} from './events.ts';
import type { RealtimeServer } from './hub.ts';

type RoomSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** Spanish messages of the signalling. */
export const signallingMessages = {
  invalidToken: 'El acceso a la sala no es válido o ya venció. Vuelve a entrar a la entrevista.',
  roomFull:
    'La sala ya está completa: admite a la persona candidata y hasta 3 personas de la empresa.',
  notAvailable:
    'La sala no está disponible por un momento. Intenta entrar de nuevo en unos segundos.',
} as const;

/**
 * Most company people (staff and administrators) in one room at once: with the candidate, four
 * participants, six peer connections in the mesh (decision 54).
 */
export const maxStaffInRoom = 3;

const signalTypes = new Set(['offer', 'answer', 'ice-candidate', 'media-state']);

/** Largest signalling message relayed, in characters of JSON (an SDP is a few KB). */
const maxSignalChars = 64 * 1024;

/** Who is in a room now (on every instance, through the adapter) and its status. */
export async function roomPresence(
  io: RealtimeServer,
  interviewId: number,
  roomName: string,
): Promise<RoomPresencePayload> {
  const sockets = await io.in(videoRoom(interviewId, roomName)).fetchSockets();
  const participants: RoomParticipant[] = sockets
    .filter((s) => s.data.videoRoom)
    .map((s) => ({
      id: s.id,
      user_id: s.data.userId,
      role: s.data.videoRoom!.role,
      name: s.data.videoRoom!.name,
    }));
  const roles = new Set(participants.map((p) => p.role));
  return {
    interview_id: interviewId,
    room_name: roomName,
    status: roles.size >= 2 ? 'en_curso' : 'esperando',
    participants,
  };
}

/**
 * Whether `userId`, joining as `role`, would be one company person too many: the room already
 * has {@link maxStaffInRoom} other staff users. The candidate always fits (there is one), and a
 * user already in the room (another tab, a socket from before a drop) takes no new place.
 */
export function roomIsFullFor(
  presence: RoomPresencePayload,
  userId: number,
  role: 'empresa' | 'candidato',
): boolean {
  if (role !== 'empresa') return false;
  const staff = new Set(
    presence.participants.filter((p) => p.role === 'empresa').map((p) => p.user_id),
  );
  return !staff.has(userId) && staff.size >= maxStaffInRoom;
}

async function broadcastPresence(io: RealtimeServer, interviewId: number, roomName: string) {
  const presence = await roomPresence(io, interviewId, roomName);
  io.to(videoRoom(interviewId, roomName)).emit('room.presence', presence);
  return presence;
}

/** Wires the video room events of one connected socket. */
export function attachVideoSignalling(
  io: RealtimeServer,
  socket: RoomSocket,
  options: { db: Database; secret: string },
): void {
  const leave = async (onPurpose: boolean) => {
    const joined = socket.data.videoRoom;
    if (!joined) return;
    socket.data.videoRoom = undefined;
    const room = videoRoom(joined.interviewId, joined.roomName);
    await socket.leave(room);
    if (onPurpose)
      io.to(room).emit('room.left', {
        id: socket.id,
        user_id: socket.data.userId,
        role: joined.role,
        name: joined.name,
      });
    await broadcastPresence(io, joined.interviewId, joined.roomName).catch(() => undefined);
  };

  socket.on('room.join', (request, ack) => {
    // A failure (the database or Redis away) answers the client; unhandled, it would end the process.
    void (async () => {
      if (typeof ack !== 'function') return;
      const claims = verifyParticipantToken(options.secret, request?.token);
      // The token is bound to its user: another account's socket cannot use it.
      if (!claims || claims.uid !== socket.data.userId) {
        ack({ ok: false, code: 'invalid_token', message: signallingMessages.invalidToken });
        return;
      }
      await leave(false);
      const room = videoRoom(claims.iid, claims.room);
      if (roomIsFullFor(await roomPresence(io, claims.iid, claims.room), claims.uid, claims.role)) {
        ack({ ok: false, code: 'room_full', message: signallingMessages.roomFull });
        return;
      }
      // One place per person: the user's earlier socket (a tab reopened, a connection that dropped
      // and is not yet timed out) leaves the room, so the others do not call a ghost.
      for (const earlier of await io.in(room).fetchSockets())
        if (earlier.data.userId === claims.uid && earlier.id !== socket.id) earlier.leave(room);
      const [user] = await options.db
        .select({ name: users.name, surname: users.surname })
        .from(users)
        .where(eq(users.id, claims.uid));
      socket.data.videoRoom = {
        interviewId: claims.iid,
        roomName: claims.room,
        role: claims.role,
        name: [user?.name, user?.surname].filter(Boolean).join(' ') || 'Participante',
      };
      await socket.join(room);
      const [recording] = await options.db
        .select()
        .from(videoRecordings)
        .where(
          and(
            eq(videoRecordings.interviewId, claims.iid),
            eq(videoRecordings.roomName, claims.room),
          ),
        )
        .orderBy(desc(videoRecordings.startedAt))
        .limit(1);
      const presence = await broadcastPresence(io, claims.iid, claims.room);
      ack({
        ok: true,
        self: socket.id,
        presence,
        recording: recording?.status === 'grabando' ? serializeRecording(recording, null) : null,
      });
    })().catch(() => {
      if (typeof ack === 'function')
        ack({ ok: false, code: 'not_available', message: signallingMessages.notAvailable });
    });
  });

  socket.on('room.signal', (message) => {
    void (async () => {
      const joined = socket.data.videoRoom;
      if (!joined || !message || typeof message.to !== 'string') return;
      if (!signalTypes.has(message.type)) return;
      if (JSON.stringify(message.payload ?? null).length > maxSignalChars) return;
      const room = videoRoom(joined.interviewId, joined.roomName);
      // Only to a socket of the same room: checked on this instance, else through the adapter.
      const local = io.sockets.sockets.get(message.to);
      const member = local
        ? local.rooms.has(room)
        : (await io.in(room).fetchSockets()).some((s) => s.id === message.to);
      if (!member || message.to === socket.id) return;
      io.to(message.to).emit('room.signal', {
        from: socket.id,
        type: message.type,
        payload: message.payload,
      });
    })().catch(() => undefined);
  });

  socket.on('room.leave', () => void leave(true).catch(() => undefined));
  socket.on('disconnect', () => {
    const joined = socket.data.videoRoom;
    if (joined)
      void broadcastPresence(io, joined.interviewId, joined.roomName).catch(() => undefined);
  });
}
