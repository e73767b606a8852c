/**
 * Recordings whose recorder went away (decision 50, docs/decisions/0033-video-room.md "Left
 * undone", closed in decision 54): a `grabando` recording with no part for
 * {@link abandonedAfterMs} — its tab was closed or lost the network — is closed with what arrived
 * (`lista`) or as `fallida` with nothing, by a sweep every minute and, at the latest, when someone
 * starts a new recording of the room. The room hears the end (`room.recording`), so the candidate's
 * «Grabando» goes away. Closing one with parts joins them into its object (finish-recording.ts).
 */
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { files, videoRecordings } from '../db/schema.ts';
import { videoRoom } from '../realtime/events.ts';
import { serverFor } from '../realtime/hub.ts';
import { finishRecording, stuckAfterMs, type RecordingContext } from './finish-recording.ts';
import { serializeRecording } from './recordings.ts';

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
 * Ends a recording nobody sends parts to: `lista` with what arrived (its parts joined, see
 * finish-recording.ts), or `fallida` with nothing, and tells its room. A recording that ended or
 * got another part meanwhile is left as it is.
 * @returns whether this call closed it.
 * @throws when joining the parts fails: the recording stays `procesando`, for a later sweep.
 */
export async function closeAbandonedRecording(
  context: RecordingContext,
  { recording, storageKey }: RecordingWithFile,
): Promise<boolean> {
  const { db } = context;
  const withParts = recording.chunkCount > 0;
  // One update claims it: of two instances sweeping at once, one closes it.
  const [claimed] = await db
    .update(videoRecordings)
    .set({
      status: withParts ? 'procesando' : 'fallida',
      endedAt: recording.lastPartAt ?? recording.startedAt,
      ...(withParts ? { lastPartAt: new Date() } : {}),
    })
    .where(
      and(
        eq(videoRecordings.id, recording.id),
        eq(videoRecordings.status, 'grabando'),
        eq(videoRecordings.chunkCount, recording.chunkCount),
      ),
    )
    .returning();
  if (!claimed) return false;
  if (withParts) return (await finishRecording(context, claimed, storageKey)) !== null;
  serverFor(db)
    ?.to(videoRoom(claimed.interviewId, claimed.roomName))
    .emit('room.recording', serializeRecording(claimed, null));
  return true;
}

/**
 * Takes up again the joining of a recording left `procesando` for {@link stuckAfterMs} (its
 * instance went away halfway). The claim moves `last_part_at` on, so one instance does it.
 * @returns whether this call finished it.
 */
async function resumeStuckRecording(
  context: RecordingContext,
  { recording, storageKey }: RecordingWithFile,
): Promise<boolean> {
  const [claimed] = await context.db
    .update(videoRecordings)
    .set({ lastPartAt: new Date() })
    .where(
      and(
        eq(videoRecordings.id, recording.id),
        eq(videoRecordings.status, 'procesando'),
        recording.lastPartAt
          ? eq(videoRecordings.lastPartAt, recording.lastPartAt)
          : sql`${videoRecordings.lastPartAt} is null`,
      ),
    )
    .returning();
  return claimed ? (await finishRecording(context, claimed, storageKey)) !== null : false;
}

/**
 * Closes every recording abandoned at `now` (ms since the epoch), and finishes those whose
 * joining stopped halfway. Safe on several instances at once: each is claimed by one conditional
 * update.
 * @returns how many this call closed.
 * @throws when joining a recording's parts fails (the others are still tried first).
 */
export async function sweepAbandonedRecordings(
  context: RecordingContext,
  now = Date.now(),
): Promise<number> {
  const before = new Date(now - abandonedAfterMs);
  const stuckBefore = new Date(now - stuckAfterMs);
  const stale = await context.db
    .select({ recording: videoRecordings, storageKey: files.storageKey })
    .from(videoRecordings)
    .innerJoin(files, eq(files.id, videoRecordings.fileId))
    .where(
      or(
        and(
          eq(videoRecordings.status, 'grabando'),
          lt(sql`coalesce(${videoRecordings.lastPartAt}, ${videoRecordings.startedAt})`, before),
        ),
        and(
          eq(videoRecordings.status, 'procesando'),
          lt(
            sql`coalesce(${videoRecordings.lastPartAt}, ${videoRecordings.startedAt})`,
            stuckBefore,
          ),
        ),
      ),
    );
  let closed = 0;
  const failures: unknown[] = [];
  for (const row of stale) {
    try {
      const done =
        row.recording.status === 'procesando'
          ? await resumeStuckRecording(context, row)
          : await closeAbandonedRecording(context, row);
      if (done) closed += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw failures[0];
  return closed;
}

/**
 * Runs {@link sweepAbandonedRecordings} every {@link sweepEveryMs} until the returned function is
 * called. A failed sweep is logged and tried again next time.
 */
export function startAbandonedSweep(context: RecordingContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    sweepAbandonedRecordings(context).catch((error: unknown) =>
      log.warn({ err: error }, 'No se pudieron cerrar las grabaciones abandonadas.'),
    );
  }, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
