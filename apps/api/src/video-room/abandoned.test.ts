/**
 * The sweep of abandoned recordings (decision 54): a `grabando` recording with no part for a
 * minute is closed — `lista` with what arrived, `fallida` with nothing — and a recent one is left
 * recording.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, videoRecordings } from '../db/schema.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { createVideoInterview } from '../test/video-room.ts';
import { appendPart } from './recordings.ts';
import { abandonedAfterMs, sweepAbandonedRecordings } from './abandoned.ts';

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
});
afterAll(() => t.close());

/** Starts a recording of a new video interview's room, as the interviewer does. */
async function startRecording(candidateEmail: string) {
  const room = await createVideoInterview(t.database.db, {}, candidateEmail);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`,
    headers: staff,
    payload: { consent: true },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db
    .select({ recording: videoRecordings, storageKey: files.storageKey })
    .from(videoRecordings)
    .innerJoin(files, eq(files.id, videoRecordings.fileId))
    .where(eq(videoRecordings.id, response.json().data.id));
  return row!;
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(videoRecordings).where(eq(videoRecordings.id, id)))[0]!;

describe('sweepAbandonedRecordings', () => {
  it('given recordings nobody sent a part to for a minute → the one with parts is lista (size and hash of what arrived), the empty one fallida; a recent one keeps recording', async () => {
    const withParts = await startRecording('candidato01@jornada.test');
    const part = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]);
    await appendPart(t.config, withParts.storageKey, part);
    const lastPartAt = new Date(Date.now() - 5_000);
    await t.database.db
      .update(videoRecordings)
      .set({ chunkCount: 1, lastPartAt })
      .where(eq(videoRecordings.id, withParts.recording.id));
    const empty = await startRecording('candidato02@jornada.test');
    const recent = await startRecording('candidato03@jornada.test');

    // Now: nothing is old enough.
    expect(await sweepAbandonedRecordings(t.database.db, t.config)).toBe(0);

    const later = Date.now() + abandonedAfterMs + 1_000;
    await t.database.db
      .update(videoRecordings)
      .set({ startedAt: new Date(Date.now() - 10_000) })
      .where(eq(videoRecordings.id, recent.recording.id));
    await t.database.db
      .update(videoRecordings)
      .set({ lastPartAt: new Date(later - 1_000) })
      .where(eq(videoRecordings.id, recent.recording.id));
    expect(await sweepAbandonedRecordings(t.database.db, t.config, later)).toBe(2);

    expect(await statusOf(withParts.recording.id)).toMatchObject({
      status: 'lista',
      endedAt: lastPartAt,
    });
    const [file] = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, withParts.recording.fileId));
    expect(file!.sizeBytes).toBe(part.length);
    expect((await statusOf(empty.recording.id)).status).toBe('fallida');
    expect((await statusOf(recent.recording.id)).status).toBe('grabando');
    // A second sweep finds nothing more.
    expect(await sweepAbandonedRecordings(t.database.db, t.config, later)).toBe(0);
  });
});
