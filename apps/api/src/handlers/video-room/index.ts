/**
 * The interview's video room (decision 50,
 * docs/decisions/0033-video-room.md): what a participant needs to join
 * (`getVideoRoom`), starting a recording (`startVideoRoomRecording`) and the
 * recording's parts (`uploadVideoRoomRecordingChunk`). Who may call each is the
 * contract's `x-jornada-access`; the handlers add what only they know: the
 * room belongs to the interview, the interview is a live video call.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { files, interviews, videoRecordings } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound, unauthenticated } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { videoRoom } from '../../realtime/events.ts';
import { serverFor } from '../../realtime/hub.ts';
import {
  roomIsFullFor,
  roomPresence,
  signallingMessages,
} from '../../realtime/video-signalling.ts';
import { newStorageKey } from '../../uploads/object-storage.ts';
import { abandonedAfterMs, closeAbandonedRecording } from '../../video-room/abandoned.ts';
import { iceServersFor } from '../../video-room/ice.ts';
import {
  participantTokenSeconds,
  signParticipantToken,
} from '../../video-room/participant-token.ts';
import { finishRecording } from '../../video-room/finish-recording.ts';
import { serializeRecording, storePart } from '../../video-room/recordings.ts';

/** Spanish messages of the video room. */
export const videoRoomMessages = {
  roomNotFound: 'Esta sala no existe para esta entrevista.',
  notVideo: 'Esta entrevista no es por videollamada: no tiene sala.',
  closed: 'Esta entrevista fue cancelada o rechazada: su sala ya no está disponible.',
  alreadyRecording: 'La sala ya se está grabando.',
  consent: 'Confirma que los participantes aceptaron la grabación.',
  recordingNotFound: 'Esta grabación no existe.',
  notRecording: 'Esta grabación ya terminó: no se le pueden agregar partes.',
  outOfOrder: (expected: number) =>
    `Esta parte llegó fuera de orden: se esperaba la parte ${expected}.`,
  notWebm: 'La grabación debe ser un video WebM.',
  emptyPart: 'Adjunta la parte de la grabación.',
  tooLarge: 'Cada parte de la grabación puede pesar hasta 20 MB.',
} as const;

export { abandonedAfterMs } from '../../video-room/abandoned.ts';

/** Largest part of a recording, in bytes (20 MB, like a document). */
export const maxRecordingPartBytes = 20 * 1024 * 1024;

const closedStatuses = new Set(['cancelada', 'rechazada']);
const finishedStatuses = new Set(['realizada', 'no_asistio']);
const emptySha256 = createHash('sha256').digest('hex');

type RoomRequest = OperationRequest<
  'getVideoRoom' | 'startVideoRoomRecording' | 'uploadVideoRoomRecordingChunk'
>;

/** The interview of a room request; 404 for another room name, 409 when it has no live call. */
async function roomInterview(db: Database, request: RoomRequest) {
  const { interviewId, roomName } = request.params;
  const [interview] = await db.select().from(interviews).where(eq(interviews.id, interviewId));
  if (!interview) throw notFound();
  // The access helper admitted the candidate as the record's owner; said again here, where it matters.
  if (request.access?.as === 'owner' && interview.candidateUserId !== request.userId)
    throw notFound(videoRoomMessages.roomNotFound);
  if (!interview.roomName || interview.roomName !== roomName)
    throw notFound(videoRoomMessages.roomNotFound);
  if (interview.mode !== 'videollamada')
    throw new HttpError(409, videoRoomMessages.notVideo, 'not_video_interview');
  if (closedStatuses.has(interview.status))
    throw new HttpError(409, videoRoomMessages.closed, 'interview_closed');
  return interview;
}

/** The `ws(s)://…/socket.io` address on the configured public origin (never the Host header). */
export const signalingUrlOf = (publicUrl: string) =>
  `${publicUrl.replace(/^http/, 'ws')}/socket.io`;

/** Handlers keyed by operationId. */
export function videoRoomHandlers({ db, config, storage }: AppContext): Handlers {
  async function latestRecording(interviewId: number, roomName: string) {
    const [row] = await db
      .select({ recording: videoRecordings, storageKey: files.storageKey })
      .from(videoRecordings)
      .innerJoin(files, eq(files.id, videoRecordings.fileId))
      .where(
        and(eq(videoRecordings.interviewId, interviewId), eq(videoRecordings.roomName, roomName)),
      )
      // The one recording now, if any; else the newest.
      .orderBy(desc(sql`${videoRecordings.status} = 'grabando'`), desc(videoRecordings.startedAt))
      .limit(1);
    return row;
  }

  const withLink = (row: { recording: typeof videoRecordings.$inferSelect; storageKey: string }) =>
    serializeRecording(row.recording, { config, storageKey: row.storageKey });

  return {
    async getVideoRoom(request) {
      if (!request.userId) throw unauthenticated();
      const interview = await roomInterview(db, request);
      const role = request.access?.as === 'owner' ? 'candidato' : 'empresa';
      const now = Date.now();
      const expiresAt = Math.floor(now / 1000) + participantTokenSeconds;
      const io = serverFor(db);
      const live = io ? await roomPresence(io, interview.id, interview.roomName!) : null;
      // The interviewer panel's limit (decision 54): said here too, so the screen says it at once.
      if (
        live &&
        !finishedStatuses.has(interview.status) &&
        roomIsFullFor(live, request.userId, role)
      )
        throw new HttpError(409, signallingMessages.roomFull, 'room_full');
      const latest = await latestRecording(interview.id, interview.roomName!);
      const recording = latest
        ? role === 'empresa'
          ? withLink(latest)
          : serializeRecording(latest.recording, null)
        : null;
      return {
        data: {
          interview_id: interview.id,
          room_name: interview.roomName!,
          status: finishedStatuses.has(interview.status)
            ? 'finalizada'
            : (live?.status ?? 'esperando'),
          participant_token: signParticipantToken(config.fileUrlSecret, {
            uid: request.userId,
            iid: interview.id,
            room: interview.roomName!,
            role,
            exp: expiresAt,
          }),
          ice_servers: iceServersFor(config, request.userId, now),
          signaling_url: signalingUrlOf(config.publicUrl),
          recording,
          expires_at: new Date(expiresAt * 1000).toISOString(),
        },
      };
    },

    async startVideoRoomRecording(request, reply) {
      const interview = await roomInterview(db, request);
      if (request.body.consent !== true)
        throw new HttpError(422, videoRoomMessages.consent, 'unprocessable', {
          consent: [videoRoomMessages.consent],
        });
      const roomName = interview.roomName!;
      const current = await latestRecording(interview.id, roomName);
      if (current?.recording.status === 'grabando') {
        const { recording } = current;
        const lastHeard = (recording.lastPartAt ?? recording.startedAt).getTime();
        if (Date.now() - lastHeard < abandonedAfterMs)
          throw new HttpError(409, videoRoomMessages.alreadyRecording, 'already_recording');
        // Its recorder went away (a closed tab): keep what arrived, and record anew. A join of
        // its parts that fails is left to the sweep (abandoned.ts), and does not stop this one.
        await closeAbandonedRecording({ db, storage }, current).catch((error: unknown) =>
          request.log.warn({ err: error }, 'No se pudo cerrar la grabación abandonada.'),
        );
      }
      // The recording's object is written when it ends, from its parts (recordings.ts).
      const storageKey = newStorageKey('webm');
      let created: typeof videoRecordings.$inferSelect;
      try {
        created = await db.transaction(async (tx) => {
          const [file] = await tx
            .insert(files)
            .values({
              kind: 'document',
              resourceType: 'interview',
              resourceId: interview.id,
              storageKey,
              name: `grabacion-entrevista-${interview.id}.webm`,
              category: 'grabacion',
              mimeType: 'video/webm',
              sizeBytes: 0,
              sha256: emptySha256,
              uploadedBy: request.userId ?? null,
            })
            .returning({ id: files.id });
          const [row] = await tx
            .insert(videoRecordings)
            .values({
              interviewId: interview.id,
              roomName,
              fileId: file!.id,
              audioOnly: request.body.audio_only ?? false,
              startedBy: request.userId ?? null,
            })
            .returning();
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, videoRoomMessages.alreadyRecording, 'already_recording');
        throw error;
      }
      const recording = serializeRecording(created, null);
      serverFor(db)?.to(videoRoom(interview.id, roomName)).emit('room.recording', recording);
      return reply.status(201).send({ data: recording });
    },

    async uploadVideoRoomRecordingChunk(request) {
      const interview = await roomInterview(db, request);
      const { recordingId } = request.params;
      const fields = (request.body ?? {}) as Record<string, unknown>;
      const sequence = Number(fields.sequence);
      const final = fields.final === true || fields.final === 'true';
      const part = request.uploadedFile;
      if (!part?.bytes.length)
        throw new HttpError(422, videoRoomMessages.emptyPart, 'invalid_file', {
          file: [videoRoomMessages.emptyPart],
        });
      if (part.truncated || part.bytes.length > maxRecordingPartBytes)
        throw new HttpError(413, videoRoomMessages.tooLarge, 'file_too_large', {
          file: [videoRoomMessages.tooLarge],
        });
      const [found] = await db
        .select({ recording: videoRecordings, storageKey: files.storageKey })
        .from(videoRecordings)
        .innerJoin(files, eq(files.id, videoRecordings.fileId))
        .where(
          and(
            eq(videoRecordings.id, recordingId),
            eq(videoRecordings.interviewId, interview.id),
            eq(videoRecordings.roomName, interview.roomName!),
          ),
        );
      if (!found) throw notFound(videoRoomMessages.recordingNotFound);
      if (found.recording.status !== 'grabando')
        throw new HttpError(409, videoRoomMessages.notRecording, 'not_recording');
      // The first part starts with WebM's EBML header; later parts are clusters of it.
      if (sequence === 0 && (part.bytes.length < 4 || part.bytes.readUInt32BE(0) !== 0x1a45dfa3))
        throw new HttpError(422, videoRoomMessages.notWebm, 'invalid_file', {
          file: [videoRoomMessages.notWebm],
        });
      // Claim the position: of two parts sent with one sequence, one is kept. The last part
      // also claims the joining of them all (`procesando`, finish-recording.ts).
      const now = new Date();
      const [claimed] = await db
        .update(videoRecordings)
        .set({
          chunkCount: sql`${videoRecordings.chunkCount} + 1`,
          lastPartAt: now,
          ...(final ? { status: 'procesando', endedAt: now } : {}),
        })
        .where(
          and(
            eq(videoRecordings.id, recordingId),
            eq(videoRecordings.status, 'grabando'),
            eq(videoRecordings.chunkCount, sequence),
          ),
        )
        .returning();
      if (!claimed)
        throw new HttpError(
          409,
          videoRoomMessages.outOfOrder(found.recording.chunkCount),
          'out_of_order',
        );
      try {
        await storePart(storage, found.storageKey, sequence, part.bytes);
      } catch (error) {
        // Give the position back, so that the browser may send this part again.
        await db
          .update(videoRecordings)
          .set({ chunkCount: sequence, status: 'grabando', endedAt: null })
          .where(
            and(eq(videoRecordings.id, recordingId), eq(videoRecordings.chunkCount, sequence + 1)),
          );
        throw error;
      }
      const row = final
        ? ((await finishRecording({ db, storage }, claimed, found.storageKey)) ?? claimed)
        : claimed;
      return { data: serializeRecording(row, { config, storageKey: found.storageKey }) };
    },
  };
}
