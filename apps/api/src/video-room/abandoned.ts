/**
 * Recordings whose recorder went away (decision 50, docs/decisions/0033-video-room.md "Left
 * undone", closed in decision 54): a `grabando` recording with no part for
 * {@link abandonedAfterMs} — its tab was closed or lost the network — is closed with what arrived
 * (`lista`) or as `fallida` with nothing, by a sweep every minute and, at the latest, when someone
 * starts a new recording of the room. The room hears the end (`room.recording`), so the candidate's
 * «Grabando» goes away.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { files, videoRecordings } from '../db/schema.ts';
import { videoRoom } from '../realtime/events.ts';
import { serverFor } from '../realtime/hub.ts';
import { digestOf, serializeRecording } from './recordings.ts';

/**
 * After how long without a part a `grabando` recording counts as abandoned (its tab closed), in
 * ms: the browser sends a part every 3 s.
 */
export const abandonedAfterMs = 60_000;

/** How often the sweep looks for abandoned recordings, in ms. */
export const sweepEveryMs = 60_000;

/** A recording row with its file's storage key. */
export interface RecordingWithFile {
  recording: typeof videoRecordings.$inferSelect;
  storageKey: string;
}

/**
 * Ends a recording nobody sends parts to: `lista` with what arrived, or `fallida` with nothing,
 * and tells its room. A recording that ended meanwhile is left as it is.
 * @returns whether this call closed it.
 */
export async function closeAbandonedRecording(
  db: Database,
  config: Config,
  { recording, storageKey }: RecordingWithFile,
): Promise<boolean> {
  if (recording.chunkCount > 0) {
    const { size, sha256 } = await digestOf(config, storageKey);
    await db.update(files).set({ sizeBytes: size, sha256 }).where(eq(files.id, recording.fileId));
  }
  const [closed] = await db
    .update(videoRecordings)
    .set({
      status: recording.chunkCount > 0 ? 'lista' : 'fallida',
      endedAt: recording.lastPartAt ?? recording.startedAt,
    })
    .where(and(eq(videoRecordings.id, recording.id), eq(videoRecordings.status, 'grabando')))
    .returning();
  if (!closed) return false;
  serverFor(db)
    ?.to(videoRoom(closed.interviewId, closed.roomName))
    .emit('room.recording', serializeRecording(closed, null));
  return true;
}

/**
 * Closes every recording abandoned at `now` (ms since the epoch). Safe on several instances at
 * once: a recording is closed by one update conditioned on `grabando`.
 * @returns how many this call closed.
 */
export async function sweepAbandonedRecordings(
  db: Database,
  config: Config,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - abandonedAfterMs);
  const stale = await db
    .select({ recording: videoRecordings, storageKey: files.storageKey })
    .from(videoRecordings)
    .innerJoin(files, eq(files.id, videoRecordings.fileId))
    .where(
      and(
        eq(videoRecordings.status, 'grabando'),
        lt(sql`coalesce(${videoRecordings.lastPartAt}, ${videoRecordings.startedAt})`, before),
      ),
    );
  let closed = 0;
  for (const row of stale) if (await closeAbandonedRecording(db, config, row)) closed += 1;
  return closed;
}

/**
 * Runs {@link sweepAbandonedRecordings} every {@link sweepEveryMs} until the returned function is
 * called. A failed sweep is logged and tried again next time.
 */
export function startAbandonedSweep(
  db: Database,
  config: Config,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    sweepAbandonedRecordings(db, config).catch((error: unknown) =>
      log.warn({ err: error }, 'No se pudieron cerrar las grabaciones abandonadas.'),
    );
  }, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
