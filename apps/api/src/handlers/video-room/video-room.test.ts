import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, videoRecordings } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { createVideoInterview, type VideoInterview } from '../../test/video-room.ts';
import { verifyParticipantToken } from '../../video-room/participant-token.ts';
import { videoRoomMessages } from './index.ts';

const roomPath = '/api/v1/webrtc/{interviewId}/room/{roomName}';
const chunksPath = `${roomPath}/recordings/{recordingId}/chunks`;

/** The first bytes of a WebM file (EBML header) followed by some data. */
const webmStart = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 1)]);

function multipart(
  auth: { authorization: string },
  fields: Record<string, string>,
  file: Buffer | null,
) {
  const boundary = '----jornada-prueba';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parte.webm"\r\nContent-Type: video/webm\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('video room (getVideoRoom, startVideoRoomRecording, uploadVideoRoomRecordingChunk)', () => {
  let t: TestApp;
  let room: VideoInterview;
  let candidate: { authorization: string };
  let staff: { authorization: string };
  let otherStaff: { authorization: string };
  let otherSeeker: { authorization: string };
  const url = () => `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`;

  beforeAll(async () => {
    t = await createTestApp({
      TURN_URLS: 'turn:turn.jornada.test:3478,turns:turn.jornada.test:5349',
      TURN_SECRET: 'secreto-turn',
      PUBLIC_URL: 'https://jornada.example',
    });
    room = await createVideoInterview(t.database.db);
    candidate = await signIn(t.app, 'candidato@jornada.test');
    staff = await signIn(t.app, 'empresa@jornada.test');
    otherStaff = await signIn(t.app, 'otra-empresa@jornada.test');
    otherSeeker = await signIn(t.app, 'candidato01@jornada.test');
  });
  afterAll(() => t.close());

  describe('given the interview’s candidate', () => {
    it('answers what they need to join: token, ICE servers, signalling on the public URL', async () => {
      const response = await t.app.inject({
        url: url(),
        headers: { ...candidate, host: 'atacante.example' },
      });
      expect(response.statusCode).toBe(200);
      assertMatchesContract('GET', roomPath, response);
      const room_ = response.json().data;
      expect(room_).toMatchObject({
        interview_id: room.interviewId,
        room_name: room.roomName,
        status: 'esperando',
        recording: null,
        signaling_url: 'wss://jornada.example/socket.io',
      });
      expect(room_.ice_servers[0]).toEqual({ urls: ['stun:stun.l.google.com:19302'] });
      const claims = verifyParticipantToken(t.config.fileUrlSecret, room_.participant_token);
      expect(claims).toMatchObject({
        uid: room.candidateId,
        iid: room.interviewId,
        room: room.roomName,
        role: 'candidato',
      });
      expect(new Date(room_.expires_at).getTime()).toBe(claims!.exp * 1000);
    });

    it('gives TURN credentials in the coturn REST shape (expiry:userId, HMAC-SHA1)', async () => {
      const response = await t.app.inject({ url: url(), headers: candidate });
      const turn = response.json().data.ice_servers[1];
      expect(turn.urls).toEqual(['turn:turn.jornada.test:3478', 'turns:turn.jornada.test:5349']);
      const [expiry, user] = turn.username.split(':');
      expect(Number(user)).toBe(room.candidateId);
      expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000 + 3600);
      expect(turn.credential).toBe(
        createHmac('sha1', 'secreto-turn').update(turn.username).digest('base64'),
      );
    });

    it('may not start a recording (403)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: candidate,
        payload: { consent: true },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('given the company’s staff, answers 200 with a token for the company side', async () => {
    const response = await t.app.inject({ url: url(), headers: staff });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', roomPath, response);
    const claims = verifyParticipantToken(
      t.config.fileUrlSecret,
      response.json().data.participant_token,
    );
    expect(claims?.role).toBe('empresa');
  });

  it('given another job seeker, refuses (404, the interview is not theirs)', async () => {
    const response = await t.app.inject({ url: url(), headers: otherSeeker });
    expect([403, 404]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/[áéíóúñ]|No /);
  });

  it('given another company’s staff, refuses', async () => {
    const response = await t.app.inject({ url: url(), headers: otherStaff });
    expect([403, 404]).toContain(response.statusCode);
  });

  it('without a session, answers 401', async () => {
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
  });

  it('given another room name of the interview, answers 404 in Spanish', async () => {
    const response = await t.app.inject({
      url: `/api/v1/webrtc/${room.interviewId}/room/otra-sala`,
      headers: staff,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(videoRoomMessages.roomNotFound);
  });

  it('given an interview in person or a cancelled one, answers 409 in Spanish', async () => {
    const inPerson = await createVideoInterview(
      t.database.db,
      { mode: 'presencial' },
      'candidato02@jornada.test',
    );
    const response = await t.app.inject({
      url: `/api/v1/webrtc/${inPerson.interviewId}/room/${inPerson.roomName}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(videoRoomMessages.notVideo);
    const cancelled = await createVideoInterview(
      t.database.db,
      { status: 'cancelada' },
      'candidato03@jornada.test',
    );
    const refused = await t.app.inject({
      url: `/api/v1/webrtc/${cancelled.interviewId}/room/${cancelled.roomName}`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(videoRoomMessages.closed);
  });

  it('given a bad room name, answers 400 with a Spanish field error', async () => {
    const response = await t.app.inject({
      url: `/api/v1/webrtc/${room.interviewId}/room/Sala%20Mala`,
      headers: staff,
    });
    expect(response.statusCode).toBe(400);
  });

  describe('recording', () => {
    let recordingId: string;

    it('needs the participants’ consent (422 in Spanish)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: {},
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.consent).toEqual([videoRoomMessages.consent]);
    });

    it('another company’s staff may not start one', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: otherStaff,
        payload: { consent: true },
      });
      expect([403, 404]).toContain(response.statusCode);
    });

    it('staff start it (201 grabando); a second start is 409', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: { consent: true },
      });
      expect(response.statusCode).toBe(201);
      assertMatchesContract('POST', roomPath, response);
      expect(response.json().data).toMatchObject({ status: 'grabando', url: null, ended_at: null });
      recordingId = response.json().data.id;
      const again = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: { consent: true },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(videoRoomMessages.alreadyRecording);
      const seen = await t.app.inject({ url: url(), headers: candidate });
      expect(seen.json().data.recording).toMatchObject({ id: recordingId, status: 'grabando' });
    });

    it('refuses a first part that is not WebM (422), a part out of order (409) and the candidate (403)', async () => {
      const chunkUrl = `${url()}/recordings/${recordingId}/chunks`;
      const notWebm = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '0' }, Buffer.from('%PDF-1.4 no es video')),
      });
      expect(notWebm.statusCode).toBe(422);
      expect(notWebm.json().errors.file).toEqual([videoRoomMessages.notWebm]);
      // Shorter than WebM's 4-byte signature (a recorder that produced almost nothing): 422, not 500.
      const tiny = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '0', final: 'true' }, Buffer.from([0x1a, 0x45])),
      });
      expect(tiny.statusCode).toBe(422);
      expect(tiny.json().errors.file).toEqual([videoRoomMessages.notWebm]);
      const skipped = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '2' }, Buffer.alloc(10, 2)),
      });
      expect(skipped.statusCode).toBe(409);
      expect(skipped.json().message).toBe(videoRoomMessages.outOfOrder(0));
      const byCandidate = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(candidate, { sequence: '0' }, webmStart),
      });
      expect(byCandidate.statusCode).toBe(403);
    });

    it('appends the parts in order; the last makes it lista with a link that plays the whole file', async () => {
      const chunkUrl = `${url()}/recordings/${recordingId}/chunks`;
      const first = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '0' }, webmStart),
      });
      expect(first.statusCode).toBe(200);
      assertMatchesContract('POST', chunksPath, first);
      expect(first.json().data.status).toBe('grabando');
      const repeated = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '0' }, webmStart),
      });
      expect(repeated.statusCode).toBe(409);
      const last = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '1', final: 'true' }, Buffer.alloc(40, 7)),
      });
      expect(last.statusCode).toBe(200);
      assertMatchesContract('POST', chunksPath, last);
      const recording = last.json().data;
      expect(recording.status).toBe('lista');
      expect(recording.ended_at).toEqual(expect.any(String));
      const link = new URL(recording.url);
      expect(link.origin).toBe('https://jornada.example');
      const played = await t.app.inject({ url: link.pathname + link.search });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('video/webm');
      expect(played.rawPayload).toEqual(Buffer.concat([webmStart, Buffer.alloc(40, 7)]));

      const after = await t.app.inject({
        method: 'POST',
        url: chunkUrl,
        ...multipart(staff, { sequence: '2' }, Buffer.alloc(4)),
      });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toBe(videoRoomMessages.notRecording);

      // The company sees the playable link; the candidate sees the recording without it.
      const forStaff = await t.app.inject({ url: url(), headers: staff });
      expect(forStaff.json().data.recording).toMatchObject({ status: 'lista' });
      expect(forStaff.json().data.recording.url).toMatch(/\/api\/v1\/files\/.+\.webm\?expires=/);
      const forCandidate = await t.app.inject({ url: url(), headers: candidate });
      expect(forCandidate.json().data.recording).toMatchObject({ status: 'lista', url: null });
    });

    it('after it ends a new one can start', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: { consent: true },
      });
      expect(response.statusCode).toBe(201);
    });

    it('a recording nobody sends parts to for a minute (a closed tab) no longer blocks a new one', async () => {
      const started = await t.app.inject({ url: url(), headers: staff });
      expect(started.json().data.recording.status).toBe('grabando');
      const blocked = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: { consent: true },
      });
      expect(blocked.statusCode).toBe(409);
      await t.database.db
        .update(videoRecordings)
        .set({ startedAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(videoRecordings.id, started.json().data.recording.id));
      const again = await t.app.inject({
        method: 'POST',
        url: url(),
        headers: staff,
        payload: { consent: true },
      });
      expect(again.statusCode).toBe(201);
      const [abandoned] = await t.database.db
        .select()
        .from(videoRecordings)
        .where(eq(videoRecordings.id, started.json().data.recording.id));
      expect(abandoned!.status).toBe('fallida');
    });
  });

  it('once the interview took place, the room is finalizada', async () => {
    await t.database.db
      .update(interviews)
      .set({ status: 'realizada' })
      .where(eq(interviews.id, room.interviewId));
    const response = await t.app.inject({ url: url(), headers: candidate });
    expect(response.json().data.status).toBe('finalizada');
  });
});
