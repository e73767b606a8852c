/**
 * The end of a recording (decision 50): once a recording is claimed as `procesando` — by its last
 * part, or by the sweep of abandoned ones (abandoned.ts) — its parts are joined into its object
 * (recordings.ts), the document gets its size and hash, the recording turns `lista` and its room
 * hears it. While `procesando`, `last_part_at` is when the joining began: a join that stopped
 * halfway (a crashed instance) is taken up again by the sweep after {@link stuckAfterMs}.
 */
import { and, eq } from 'drizzle-orm';
import { files, videoRecordings } from '../db/schema.ts';
import type { AppContext } from '../http/context.ts';
import { videoRoom } from '../realtime/events.ts';
import { serverFor } from '../realtime/hub.ts';
import { assembleRecording, deleteParts, serializeRecording } from './recordings.ts';

type RecordingRow = typeof videoRecordings.$inferSelect;

/** What finishing a recording needs: the database and the stored files. */
export type RecordingContext = Pick<AppContext, 'db' | 'storage'>;

/**
 * After how long a recording still `procesando` counts as stuck (the instance joining its parts
 * went away), in ms: joining even hours of video takes far less.
 */
export const stuckAfterMs = 10 * 60_000;

/**
 * Joins the parts of a `procesando` recording into its object and marks it `lista`, telling its
 * room; then removes the parts.
 * @returns the `lista` row, or null when the recording was no longer `procesando` (another
 *   instance finished it meanwhile).
 * @throws when a part is missing or the store fails; the recording stays `procesando` with its
 *   parts, for the sweep to try again.
 */
export async function finishRecording(
  { db, storage }: RecordingContext,
  recording: RecordingRow,
  storageKey: string,
): Promise<RecordingRow | null> {
  const { size, sha256 } = await assembleRecording(storage, storageKey, recording.chunkCount);
  await db.update(files).set({ sizeBytes: size, sha256 }).where(eq(files.id, recording.fileId));
  const [done] = await db
    .update(videoRecordings)
    .set({ status: 'lista' })
    .where(and(eq(videoRecordings.id, recording.id), eq(videoRecordings.status, 'procesando')))
    .returning();
  if (!done) return null;
  // Parts left behind by a failure here are unreferenced bytes, never part of an answer.
  await deleteParts(storage, storageKey, recording.chunkCount).catch(() => undefined);
  serverFor(db)
    ?.to(videoRoom(done.interviewId, done.roomName))
    .emit('room.recording', serializeRecording(done, null));
  return done;
}
