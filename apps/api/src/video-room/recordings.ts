/**
 * Recordings of a video room (decision 50): started by the company, written by
 * the interviewer's browser in parts (MediaRecorder, WebM) appended in order to
 * the interview's document (`files`, category `grabacion`), `lista` after the
 * last part, then playable through a short-lived signed link.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { videoRecordings } from '../db/schema.ts';
import { signedFilePath } from '../uploads/signed-urls.ts';
import { pathOf, store } from '../uploads/storage.ts';

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

/** Creates the empty file a recording is appended to; returns its storage key. */
export async function createRecordingFile(config: Config): Promise<string> {
  return store(config, Buffer.alloc(0), 'webm');
}

/** Appends a part to a recording's file; returns its new size in bytes. */
export async function appendPart(config: Config, storageKey: string, bytes: Buffer) {
  const file = pathOf(config, storageKey);
  if (!file) throw new Error(`Clave de archivo no válida: ${storageKey}`);
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, bytes);
}

/** Size and SHA-256 of a finished recording's file. */
export async function digestOf(config: Config, storageKey: string) {
  const file = pathOf(config, storageKey)!;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
