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
import { stuckAfterMs } from './finish-recording.ts';
import { partKey, storePart } from './recordings.ts';
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

const context = () => ({ db: t.database.db, storage: t.app.storage });

const statusOf = async (id: string) =>
  (await t.database.db.select().from(videoRecordings).where(eq(videoRecordings.id, id)))[0]!;

describe('sweepAbandonedRecordings', () => {
  it('given recordings nobody sent a part to for a minute → the one with parts is lista (size and hash of what arrived), the empty one fallida; a recent one keeps recording', async () => {
    const withParts = await startRecording('candidato01@jornada.test');
    const part = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 7)]);
    await storePart(t.app.storage, withParts.storageKey, 0, part);
    const lastPartAt = new Date(Date.now() - 5_000);
    await t.database.db
      .update(videoRecordings)
      .set({ chunkCount: 1, lastPartAt })
      .where(eq(videoRecordings.id, withParts.recording.id));
    const empty = await startRecording('candidato02@jornada.test');
    const recent = await startRecording('candidato03@jornada.test');

    // Now: nothing is old enough.
    expect(await sweepAbandonedRecordings(context())).toBe(0);

    const later = Date.now() + abandonedAfterMs + 1_000;
    await t.database.db
      .update(videoRecordings)
      .set({ startedAt: new Date(Date.now() - 10_000) })
      .where(eq(videoRecordings.id, recent.recording.id));
    await t.database.db
      .update(videoRecordings)
      .set({ lastPartAt: new Date(later - 1_000) })
      .where(eq(videoRecordings.id, recent.recording.id));
    expect(await sweepAbandonedRecordings(context(), later)).toBe(2);

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
    expect(await sweepAbandonedRecordings(context(), later)).toBe(0);
  });

  it('given a recording left procesando halfway through joining its parts (its instance went away) → a sweep after ten minutes finishes it, once', async () => {
    // The earlier test's recording still going is not this test's business.
    await t.database.db
      .update(videoRecordings)
      .set({ status: 'fallida' })
      .where(eq(videoRecordings.status, 'grabando'));
    const stuck = await startRecording('candidato04@jornada.test');
    const parts = [
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(30, 1)]),
      Buffer.alloc(30, 2),
    ];
    for (const [sequence, bytes] of parts.entries())
      await storePart(t.app.storage, stuck.storageKey, sequence, bytes);
    const claimedAt = new Date(Date.now() - 1_000);
    await t.database.db
      .update(videoRecordings)
      .set({ status: 'procesando', chunkCount: 2, lastPartAt: claimedAt, endedAt: claimedAt })
      .where(eq(videoRecordings.id, stuck.recording.id));

    // A minute on, the join may still be under way elsewhere: left alone.
    expect(await sweepAbandonedRecordings(context(), Date.now() + abandonedAfterMs + 1_000)).toBe(
      0,
    );
    const later = Date.now() + stuckAfterMs + 1_000;
    expect(await sweepAbandonedRecordings(context(), later)).toBe(1);
    expect(await sweepAbandonedRecordings(context(), later)).toBe(0);

    expect(await statusOf(stuck.recording.id)).toMatchObject({
      status: 'lista',
      endedAt: claimedAt,
    });
    expect(await t.app.storage.read(stuck.storageKey)).toEqual(Buffer.concat(parts));
    expect(await t.app.storage.stat(partKey(stuck.storageKey, 0))).toBeNull();
  });
});
