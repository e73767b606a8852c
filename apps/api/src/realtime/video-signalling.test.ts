import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoomJoinAck } from './events.ts';
import { signIn } from '../test/harness.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { createBajioStaff, createVideoInterview, type VideoInterview } from '../test/video-room.ts';
import { signParticipantToken } from '../video-room/participant-token.ts';
import { signallingMessages } from './video-signalling.ts';
import { nextEvent, type ClientSocket } from './test-client.ts';

const live = listeningTestApp();
let room: VideoInterview;
let other: VideoInterview;
const auth: Record<string, { authorization: string; token: string }> = {};

async function as(email: string) {
  const { authorization } = await signIn(live.app, email);
  return { authorization, token: authorization.slice('Bearer '.length) };
}

/** The participant token `getVideoRoom` gives `who` for `target`. */
async function roomToken(who: string, target: VideoInterview) {
  const response = await live.app.inject({
    url: `/api/v1/webrtc/${target.interviewId}/room/${target.roomName}`,
    headers: { authorization: auth[who]!.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.participant_token as string;
}

const join = (socket: ClientSocket, token: string) =>
  new Promise<RoomJoinAck>((resolve) => socket.emit('room.join', { token }, resolve));

const opened: ClientSocket[] = [];
async function connect(who: string) {
  const socket = await live.connect(auth[who]!.token);
  opened.push(socket);
  return socket;
}

beforeAll(async () => {
  room = await createVideoInterview(live.database.db);
  other = await createVideoInterview(live.database.db, {}, 'candidato01@jornada.test');
  for (const [i, email] of [
    'panel2@jornada.test',
    'panel3@jornada.test',
    'panel4@jornada.test',
  ].entries())
    await createBajioStaff(live.database.db, email, `Panelista${i + 2}`);
  for (const email of [
    'candidato@jornada.test',
    'empresa@jornada.test',
    'candidato01@jornada.test',
    'panel2@jornada.test',
    'panel3@jornada.test',
    'panel4@jornada.test',
  ])
    auth[email] = await as(email);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

describe('video room signalling', () => {
  it('given both sides join, each hears who is there and the room becomes en_curso', async () => {
    const staff = await connect('empresa@jornada.test');
    const first = await join(staff, await roomToken('empresa@jornada.test', room));
    expect(first).toMatchObject({ ok: true, presence: { status: 'esperando' } });
    if (!first.ok) return;
    expect(first.presence.participants).toEqual([
      { id: staff.id, user_id: expect.any(Number), role: 'empresa', name: 'Ricardo Salinas' },
    ]);

    const candidate = await connect('candidato@jornada.test');
    const heard = nextEvent(staff, 'room.presence', (p) => p.participants.length === 2);
    const second = await join(candidate, await roomToken('candidato@jornada.test', room));
    expect(second).toMatchObject({ ok: true, self: candidate.id });
    const presence = await heard;
    expect(presence.status).toBe('en_curso');
    expect(presence.participants.map((p) => [p.role, p.name]).sort()).toEqual([
      ['candidato', 'Mariana López'],
      ['empresa', 'Ricardo Salinas'],
    ]);

    const status = await live.app.inject({
      url: `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`,
      headers: { authorization: auth['candidato@jornada.test']!.authorization },
    });
    expect(status.json().data.status).toBe('en_curso');
  });

  it('relays an offer and its answer between the two participants only; a third user’s room hears nothing', async () => {
    const staff = await connect('empresa@jornada.test');
    const candidate = await connect('candidato@jornada.test');
    const stranger = await connect('candidato01@jornada.test');
    const received: unknown[] = [];
    stranger.on('room.signal', (message) => received.push(message));
    stranger.on('room.presence', (message) => received.push(message));
    expect(await join(stranger, await roomToken('candidato01@jornada.test', other))).toMatchObject({
      ok: true,
    });
    received.length = 0;
    await join(staff, await roomToken('empresa@jornada.test', room));
    await join(candidate, await roomToken('candidato@jornada.test', room));

    const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
    const arrived = nextEvent(candidate, 'room.signal', (m) => m.type === 'offer');
    staff.emit('room.signal', { to: candidate.id!, type: 'offer', payload: offer });
    expect(await arrived).toEqual({ from: staff.id, type: 'offer', payload: offer });

    const answered = nextEvent(staff, 'room.signal', (m) => m.type === 'answer');
    candidate.emit('room.signal', { to: staff.id!, type: 'answer', payload: { type: 'answer' } });
    expect((await answered).from).toBe(candidate.id);

    // Addressed to a socket of another room: dropped, not delivered.
    staff.emit('room.signal', { to: stranger.id!, type: 'offer', payload: offer });
    const after = nextEvent(candidate, 'room.signal', (m) => m.type === 'ice-candidate');
    staff.emit('room.signal', {
      to: candidate.id!,
      type: 'ice-candidate',
      payload: { candidate: '' },
    });
    await after;
    expect(received).toEqual([]);
  });

  it('when a participant leaves («Salir»), the other hears it and who left', async () => {
    const staff = await connect('empresa@jornada.test');
    const candidate = await connect('candidato@jornada.test');
    await join(staff, await roomToken('empresa@jornada.test', room));
    await join(candidate, await roomToken('candidato@jornada.test', room));
    const left = nextEvent(candidate, 'room.presence', (p) => p.participants.length === 1);
    const told = nextEvent(candidate, 'room.left');
    staff.emit('room.leave');
    expect(await told).toMatchObject({ id: staff.id, role: 'empresa', name: 'Ricardo Salinas' });
    const presence = await left;
    expect(presence).toMatchObject({ status: 'esperando' });
    expect(presence.participants[0]!.role).toBe('candidato');
    const gone = nextEvent(staff, 'room.signal', () => true, 500).catch(() => 'nada');
    candidate.emit('room.signal', { to: staff.id!, type: 'offer', payload: {} });
    expect(await gone).toBe('nada');
  });

  it('tells the candidate when the company starts recording', async () => {
    const candidate = await connect('candidato@jornada.test');
    await join(candidate, await roomToken('candidato@jornada.test', room));
    const told = nextEvent(candidate, 'room.recording');
    const started = await live.app.inject({
      method: 'POST',
      url: `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`,
      headers: { authorization: auth['empresa@jornada.test']!.authorization },
      payload: { consent: true },
    });
    expect(started.statusCode).toBe(201);
    expect(await told).toMatchObject({ id: started.json().data.id, status: 'grabando' });
    // Who joins later learns it from the join answer.
    const late = await connect('empresa@jornada.test');
    const answer = await join(late, await roomToken('empresa@jornada.test', room));
    expect(answer).toMatchObject({ ok: true, recording: { status: 'grabando' } });
  });

  describe('given an interviewer panel (decision 54)', () => {
    it('when the candidate and two staff are in → each signal reaches only its addressee, and everyone hears all three', async () => {
      const [staff, second, candidate] = await Promise.all([
        connect('empresa@jornada.test'),
        connect('panel2@jornada.test'),
        connect('candidato@jornada.test'),
      ]);
      const everyone = [staff, second, candidate];
      const heard = nextEvent(staff, 'room.presence', (p) => p.participants.length === 3);
      await join(staff, await roomToken('empresa@jornada.test', room));
      await join(second, await roomToken('panel2@jornada.test', room));
      await join(candidate, await roomToken('candidato@jornada.test', room));
      const presence = await heard;
      expect(presence.status).toBe('en_curso');
      expect(presence.participants.map((p) => [p.role, p.name]).sort()).toEqual([
        ['candidato', 'Mariana López'],
        ['empresa', 'Panelista2 Prueba'],
        ['empresa', 'Ricardo Salinas'],
      ]);

      const received = new Map(everyone.map((s) => [s.id!, [] as [string, string][]]));
      for (const socket of everyone)
        socket.on('room.signal', (m) => received.get(socket.id!)!.push([m.from, m.type]));
      // Every pair negotiates on its own: each sends an offer to each of the others.
      for (const from of everyone)
        for (const to of everyone)
          if (from !== to)
            from.emit('room.signal', { to: to.id!, type: 'offer', payload: { sdp: from.id } });
      const mediaState = { muted: true, camera_off: false };
      const told = nextEvent(candidate, 'room.signal', (m) => m.type === 'media-state');
      second.emit('room.signal', { to: candidate.id!, type: 'media-state', payload: mediaState });
      expect(await told).toEqual({ from: second.id, type: 'media-state', payload: mediaState });
      await vi.waitFor(() => {
        for (const socket of everyone) {
          const offers = received.get(socket.id!)!.filter(([, type]) => type === 'offer');
          expect(offers.map(([from]) => from).sort()).toEqual(
            everyone
              .filter((s) => s !== socket)
              .map((s) => s.id!)
              .sort(),
          );
        }
      });
      expect(received.get(staff.id!)!.some(([, type]) => type === 'media-state')).toBe(false);
    });

    it('when the candidate and three staff are in → a fourth staff member is refused on the socket and by getVideoRoom (409); a staff member who was in comes back', async () => {
      const members = ['empresa@jornada.test', 'panel2@jornada.test', 'panel3@jornada.test'];
      const candidate = await connect('candidato@jornada.test');
      await join(candidate, await roomToken('candidato@jornada.test', room));
      const tokenOf4th = await roomToken('panel4@jornada.test', room);
      for (const email of members)
        expect(await join(await connect(email), await roomToken(email, room))).toMatchObject({
          ok: true,
        });

      const fifth = await connect('panel4@jornada.test');
      expect(await join(fifth, tokenOf4th)).toEqual({
        ok: false,
        code: 'room_full',
        message: signallingMessages.roomFull,
      });
      const refused = await live.app.inject({
        url: `/api/v1/webrtc/${room.interviewId}/room/${room.roomName}`,
        headers: { authorization: auth['panel4@jornada.test']!.authorization },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'room_full',
        message: signallingMessages.roomFull,
      });

      // The same person again (another tab, or back from a drop): no new place, their old socket leaves.
      const again = await connect('panel2@jornada.test');
      const back = await join(again, await roomToken('panel2@jornada.test', room));
      expect(back).toMatchObject({ ok: true });
      if (!back.ok) return;
      expect(back.presence.participants).toHaveLength(4);
      expect(back.presence.participants.filter((p) => p.name.startsWith('Panelista2'))).toEqual([
        expect.objectContaining({ id: again.id }),
      ]);
    });
  });

  describe('refuses a token that is', () => {
    it('forged', async () => {
      const socket = await connect('candidato@jornada.test');
      const forged = signParticipantToken('otro-secreto', {
        uid: room.candidateId,
        iid: room.interviewId,
        room: room.roomName,
        role: 'empresa',
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      expect(await join(socket, forged)).toEqual({
        ok: false,
        code: 'invalid_token',
        message: signallingMessages.invalidToken,
      });
      expect(await join(socket, 'basura')).toMatchObject({ ok: false, code: 'invalid_token' });
    });

    it('expired', async () => {
      const socket = await connect('candidato@jornada.test');
      const expired = signParticipantToken(live.config.fileUrlSecret, {
        uid: room.candidateId,
        iid: room.interviewId,
        room: room.roomName,
        role: 'candidato',
        exp: Math.floor(Date.now() / 1000) - 1,
      });
      expect(await join(socket, expired)).toMatchObject({ ok: false, code: 'invalid_token' });
    });

    it('another user’s (bound to the user it was made for)', async () => {
      const socket = await connect('candidato01@jornada.test');
      const theirs = await roomToken('candidato@jornada.test', room);
      expect(await join(socket, theirs)).toMatchObject({ ok: false, code: 'invalid_token' });
    });
  });
});
