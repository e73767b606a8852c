/**
 * Recordings of a video room (decision 50): started by the company, written by the interviewer's
 * browser in parts (MediaRecorder, WebM) to the interview's document (`files`, category
 * `grabacion`), `lista` after the last part, then playable through a short-lived signed link.
 *
 * Each part is an object of its own (`<key>.part-000042`, numbered by the sequence the database
 * row claimed), so that parts sent to different instances all land in the one store; finishing a
 * recording joins them, in order, into the recording's object — streamed, a multipart upload on
 * S3 — and then removes them (docs/decisions/0037-object-storage.md, "Recordings").
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { videoRecordings } from '../db/schema.ts';
import type { ObjectStorage } from '../uploads/object-storage.ts';
import { signedFilePath } from '../uploads/signed-urls.ts';

type RecordingRow = typeof videoRecordings.$inferSelect;

/** The contract's `VideoRecording` for a row; `url` is a signed link once the recording is `lista`. */
export function serializeRecording(
  row: RecordingRow,
  link: { config: Pick<Config, 'fileUrlSecret' | 'publicUrl'>; storageKey: string } | null,
) {
  return {
    id: row.id,
    status: row.status as 'grabando' | 'procesando' | 'lista' | 'fallida',
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    url:
      row.status === 'lista' && link
        ? `${link.config.publicUrl}${signedFilePath(link.config.fileUrlSecret, link.storageKey)}`
        : null,
  };
}

/** The storage key of part `sequence` (0, 1, …) of the recording stored under `storageKey`. */
export const partKey = (storageKey: string, sequence: number): string =>
  `${storageKey}.part-${String(sequence).padStart(6, '0')}`;

const keysOfParts = (storageKey: string, count: number) =>
  Array.from({ length: count }, (_, sequence) => partKey(storageKey, sequence));

/**
 * Stores part `sequence` of a recording.
 * @throws when the store refuses the write.
 */
export async function storePart(
  storage: ObjectStorage,
  storageKey: string,
  sequence: number,
  bytes: Buffer,
): Promise<void> {
  await storage.put(partKey(storageKey, sequence), bytes, 'video/webm');
}

/**
 * Joins parts 0 … `count` − 1 of a recording, in order, into its object, and removes the parts.
 * The bytes stream from part to object (a multipart upload on S3) and are counted and hashed on
 * the way.
 * @returns the recording's size in bytes and its SHA-256 (hex).
 * @throws when a part is missing or the store fails: the recording's object is then not written
 *   and the parts are kept, so that joining them can be tried again.
 */
export async function assembleRecording(
  storage: ObjectStorage,
  storageKey: string,
  count: number,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  async function* bytes() {
    for (let sequence = 0; sequence < count; sequence++) {
      const part = await storage.open(partKey(storageKey, sequence));
      if (!part) throw new Error(`Falta la parte ${sequence} de la grabación ${storageKey}.`);
      for await (const chunk of part.body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    }
  }
  await storage.put(storageKey, Readable.from(bytes()), 'video/webm');
  return { size, sha256: hash.digest('hex') };
}

/**
 * Removes parts 0 … `count` − 1 of a recording (once its object is written).
 * @throws when the store refuses.
 */
export async function deleteParts(
  storage: ObjectStorage,
  storageKey: string,
  count: number,
): Promise<void> {
  await storage.delete(keysOfParts(storageKey, count));
}
