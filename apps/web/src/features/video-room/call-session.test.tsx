import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJornadaClient } from '@jornada/api-client';
import type * as ApiClient from '@jornada/api-client';
import { CallSession } from './call-session.ts';
import type { MediaLayer } from './media-layer.ts';

type Handler = (...args: never[]) => void;

/** A stand-in for the room's socket: records what the call emits, lets the test push events. */
const fakeSocket = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const emitted: { event: string; payload: unknown }[] = [];
  let answerJoin: (payload: unknown) => unknown = () => ({ ok: false });
  return {
    emitted,
    handlers,
    setJoinAnswer(fn: (payload: unknown) => unknown) {
      answerJoin = fn;
    },
    push(event: string, ...args: unknown[]) {
      for (const handler of handlers.get(event) ?? []) handler(...args);
    },
    socket: {
      on(event: string, handler: (...args: unknown[]) => void) {
        if (!handlers.has(event)) handlers.set(event, new Set());
        handlers.get(event)!.add(handler);
      },
      emit(event: string, payload: unknown, ack?: (answer: unknown) => void) {
        emitted.push({ event, payload });
        if (event === 'room.join' && ack) {
          const answer = answerJoin(payload) as { presence?: unknown };
          // The server tells the room (this socket included) before it answers the join.
          if (answer.presence)
            for (const handler of handlers.get('room.presence') ?? []) handler(answer.presence);
          setTimeout(() => ack(answer), 0);
        }
      },
    },
    reset() {
      handlers.clear();
      emitted.length = 0;
    },
  };
});

vi.mock('@jornada/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  createRealtimeClient: () => ({
    socket: fakeSocket.socket,
    connect: () => setTimeout(() => fakeSocket.push('connect'), 0),
    disconnect: () => undefined,
  }),
}));

/** A fake RTCPeerConnection that records the offers it makes. */
class FakePeer {
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: { toJSON: () => RTCSessionDescriptionInit } | null = null;
  offers: RTCOfferOptions[] = [];
  onicecandidate: Handler | null = null;
  ontrack: Handler | null = null;
  onconnectionstatechange: (() => void) | null = null;
  closed = false;
  constructor(readonly configuration: RTCConfiguration) {}
  senders: {
    track: MediaStreamTrack | null;
    replaceTrack: (t: MediaStreamTrack | null) => Promise<void>;
  }[] = [];
  addTrack(track: MediaStreamTrack) {
    const sender = {
      track: track as MediaStreamTrack | null,
      replaceTrack: async (next: MediaStreamTrack | null) => {
        sender.track = next;
      },
    };
    this.senders.push(sender);
  }
  getSenders() {
    return this.senders;
  }
  async createOffer(options: RTCOfferOptions = {}) {
    this.offers.push(options);
    return { type: 'offer' as const, sdp: `oferta-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'respuesta' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
    this.localDescription = { toJSON: () => description };
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    this.signalingState = 'stable';
  }
  async addIceCandidate() {}
  close() {
    this.closed = true;
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

const iceServers = [{ urls: ['stun:stun.example.org:3478'] }];

function roomAnswer(role: 'empresa' | 'candidato') {
  const claims = btoa(JSON.stringify({ role })).replace(/=+$/, '');
  return {
    data: {
      interview_id: 501,
      room_name: 'entrevista-501',
      status: 'esperando',
      participant_token: `${claims}.firma`,
      ice_servers: iceServers,
      signaling_url: 'ws://localhost/socket.io',
      recording: null,
      expires_at: '2030-01-01T00:00:00Z',
    },
  };
}

function presence(...participants: { id: string; role: 'empresa' | 'candidato'; name?: string }[]) {
  return {
    interview_id: 501,
    room_name: 'entrevista-501',
    status: participants.length > 1 ? 'en_curso' : 'esperando',
    participants: participants.map((p, i) => ({ name: `Persona ${i}`, ...p, user_id: i + 1 })),
  };
}

/** A stream with a video track from a canvas (and an audio track when asked). */
function canvasStream(audio = false): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.getContext('2d')!.fillRect(0, 0, 10, 10);
  const tracks = canvas.captureStream(1).getVideoTracks();
  if (audio)
    tracks.push(...new AudioContext().createMediaStreamDestination().stream.getAudioTracks());
  return new MediaStream(tracks);
}

function callAs(role: 'empresa' | 'candidato') {
  const peers: FakePeer[] = [];
  const screen = canvasStream();
  const media: MediaLayer = {
    supported: () => true,
    getUserMedia: async () => canvasStream(true),
    getDisplayMedia: async () => screen,
    enumerateDevices: async () => [],
    createPeerConnection: (configuration) => {
      const peer = new FakePeer(configuration);
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    canShareScreen: () => false,
  };
  const api = createJornadaClient({
    origins: { main: 'http://api.test' },
    getToken: () => 'token',
    fetch: async () =>
      new Response(JSON.stringify(roomAnswer(role)), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  const session = new CallSession(
    { interviewId: 501, roomName: 'entrevista-501' },
    {
      api,
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      getToken: () => 'token',
      realtimeUrl: 'http://api.test',
      media,
      devices: {},
    },
  );
  return { session, peers, screen };
}

type SentSignal = { to: string; type: string; payload: unknown };
const sent = () =>
  fakeSocket.emitted.filter((e) => e.event === 'room.signal').map((e) => e.payload as SentSignal);
/** The negotiation sent (offers, answers, candidates), without the media states. */
const signals = () => sent().filter((s) => s.type !== 'media-state');

afterEach(() => fakeSocket.reset());

describe('given the interviewer’s call', () => {
  it('when the candidate is in the room → offers over the socket to the candidate with the room’s ICE servers; a failed connection shows «reconnecting» and restarts ICE', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-empresa',
      presence: presence(
        { id: 'sock-empresa', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
      ),
      recording: null,
    }));
    const { session, peers } = callAs('empresa');
    await session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('in-call'));
    await vi.waitFor(() => expect(signals()).toHaveLength(1));
    expect(peers[0]!.configuration.iceServers).toEqual(iceServers);
    expect(signals()[0]).toEqual({
      to: 'sock-cand',
      type: 'offer',
      payload: { type: 'offer', sdp: 'oferta-1' },
    });

    fakeSocket.push('room.signal', {
      from: 'sock-cand',
      type: 'answer',
      payload: { type: 'answer', sdp: 'respuesta' },
    });
    await vi.waitFor(() => expect(peers[0]!.remoteDescription?.sdp).toBe('respuesta'));

    peers[0]!.become('failed');
    expect(session.getSnapshot().phase).toBe('reconnecting');
    await vi.waitFor(() => expect(peers[0]!.offers).toContainEqual({ iceRestart: true }));
    await vi.waitFor(() => expect(signals()).toHaveLength(2));
    peers[0]!.become('connected');
    expect(session.getSnapshot().phase).toBe('in-call');
    session.teardown();
  });

  it('when the socket drops and comes back → «reconnecting», then joins again and negotiates with the candidate’s new socket', async () => {
    let joins = 0;
    fakeSocket.setJoinAnswer(() => {
      joins += 1;
      return {
        ok: true,
        self: `sock-empresa-${joins}`,
        presence: presence(
          { id: `sock-empresa-${joins}`, role: 'empresa' },
          { id: `sock-cand-${joins}`, role: 'candidato' },
        ),
        recording: null,
      };
    });
    const { session, peers } = callAs('empresa');
    await session.start();
    await vi.waitFor(() => expect(peers).toHaveLength(1));
    fakeSocket.push('disconnect', 'transport close');
    expect(session.getSnapshot().phase).toBe('reconnecting');
    fakeSocket.push('connect');
    await vi.waitFor(() => expect(joins).toBe(2));
    await vi.waitFor(() => expect(peers).toHaveLength(2));
    expect(peers[0]!.closed).toBe(true);
    await vi.waitFor(() =>
      expect(signals().at(-1)).toMatchObject({ to: 'sock-cand-2', type: 'offer' }),
    );
    expect(session.getSnapshot().phase).toBe('in-call');
    session.teardown();
  });
});

describe('given the network drops (the browser goes offline)', () => {
  it('when offline → «reconnecting» at once; when back online → the call goes on and a dropped connection restarts ICE without waiting', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-empresa',
      presence: presence(
        { id: 'sock-empresa', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
      ),
      recording: null,
    }));
    const { session, peers } = callAs('empresa');
    await session.start();
    await vi.waitFor(() => expect(peers).toHaveLength(1));
    peers[0]!.become('connected');
    window.dispatchEvent(new Event('offline'));
    expect(session.getSnapshot().phase).toBe('reconnecting');
    peers[0]!.become('disconnected');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(peers[0]!.offers).toContainEqual({ iceRestart: true }));
    peers[0]!.become('connected');
    expect(session.getSnapshot().phase).toBe('in-call');
    session.teardown();
  });
});

describe('given the interviewer in a call', () => {
  it('mute and camera off disable the tracks; screen share sends the screen instead of the camera and back', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-empresa',
      presence: presence(
        { id: 'sock-empresa', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
      ),
      recording: null,
    }));
    const { session, peers, screen } = callAs('empresa');
    await session.start();
    await vi.waitFor(() => expect(peers).toHaveLength(1));
    const local = session.getSnapshot().localStream!;
    session.setMuted(true);
    expect(local.getAudioTracks().map((t) => t.enabled)).toEqual([false]);
    expect(session.getSnapshot().muted).toBe(true);
    session.setCameraOff(true);
    expect(local.getVideoTracks().map((t) => t.enabled)).toEqual([false]);
    session.setCameraOff(false);

    const videoSender = () => peers[0]!.senders.find((s) => s.track?.kind === 'video')!;
    const camera = local.getVideoTracks()[0];
    expect(videoSender().track).toBe(camera);
    await session.startSharing();
    expect(videoSender().track).toBe(screen.getVideoTracks()[0]);
    expect(session.getSnapshot().sharing).toBe(true);
    await session.stopSharing();
    expect(videoSender().track).toBe(camera);
    expect(session.getSnapshot().sharing).toBe(false);
    session.teardown();
  });
});

describe('given the candidate’s call', () => {
  it('when alone in the room → waits; its own socket in the room’s presence is never taken for the company', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-cand',
      presence: presence({ id: 'sock-cand', role: 'candidato' }),
      recording: null,
    }));
    const { session } = callAs('candidato');
    const phases: string[] = [];
    session.subscribe(() => phases.push(session.getSnapshot().phase));
    await session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('waiting'));
    expect(phases).not.toContain('in-call');
    session.teardown();
  });

  it('when an offer arrives → answers it; when the interviewer leaves («Salir») → the call ends for the candidate', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-cand',
      presence: presence(
        { id: 'sock-empresa', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
      ),
      recording: { id: 'r1', status: 'grabando', started_at: '', ended_at: null, url: null },
    }));
    const { session, peers } = callAs('candidato');
    await session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('in-call'));
    expect(session.getSnapshot().recording?.status).toBe('grabando');
    fakeSocket.push('room.signal', {
      from: 'sock-empresa',
      type: 'offer',
      payload: { type: 'offer', sdp: 'oferta-1' },
    });
    await vi.waitFor(() =>
      expect(signals()).toEqual([
        { to: 'sock-empresa', type: 'answer', payload: { type: 'answer', sdp: 'respuesta' } },
      ]),
    );
    expect(peers).toHaveLength(1);

    fakeSocket.push('room.left', {
      id: 'sock-empresa',
      user_id: 1,
      role: 'empresa',
      name: 'Ricardo',
    });
    expect(session.getSnapshot()).toMatchObject({ phase: 'ended', endedBy: 'other' });
    expect(peers[0]!.closed).toBe(true);
  });
});

describe('given an interviewer panel (decision 54)', () => {
  const panel = () =>
    presence(
      { id: 'sock-b', role: 'empresa', name: 'Ricardo Salinas' },
      { id: 'sock-cand', role: 'candidato', name: 'Mariana López' },
      { id: 'sock-a', role: 'empresa', name: 'Alejandra Vega' },
      { id: 'sock-c', role: 'empresa', name: 'Sofía Núñez' },
    );

  it('when three interviewers and the candidate are in → one connection per other participant; offers to the candidate and to the interviewers whose socket sorts after, answers the one before', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-b',
      presence: panel(),
      recording: null,
    }));
    const { session, peers } = callAs('empresa');
    await session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('in-call'));
    // The connection with «sock-a» opens when its offer arrives.
    expect(peers).toHaveLength(2);
    expect(
      session.getSnapshot().remotes.map((r) => [r.participant.name, r.participant.role]),
    ).toEqual([
      ['Mariana López', 'candidato'],
      ['Alejandra Vega', 'empresa'],
      ['Sofía Núñez', 'empresa'],
    ]);
    await vi.waitFor(() => expect(signals()).toHaveLength(2));
    expect(
      signals()
        .map((s) => [s.to, s.type])
        .sort(),
    ).toEqual([
      ['sock-c', 'offer'],
      ['sock-cand', 'offer'],
    ]);
    // Each one hears this side's microphone and camera.
    expect(
      sent()
        .filter((s) => s.type === 'media-state')
        .map((s) => s.to)
        .sort(),
    ).toEqual(['sock-a', 'sock-c', 'sock-cand']);

    fakeSocket.push('room.signal', {
      from: 'sock-a',
      type: 'offer',
      payload: { type: 'offer', sdp: 'oferta-a' },
    });
    await vi.waitFor(() =>
      expect(signals()).toContainEqual({
        to: 'sock-a',
        type: 'answer',
        payload: { type: 'answer', sdp: 'respuesta' },
      }),
    );
    expect(peers).toHaveLength(3);
    expect(peers[2]!.remoteDescription?.sdp).toBe('oferta-a');

    fakeSocket.push('room.signal', {
      from: 'sock-c',
      type: 'media-state',
      payload: { muted: true, camera_off: true },
    });
    expect(session.getSnapshot().remotes.find((r) => r.participant.id === 'sock-c')).toMatchObject({
      muted: true,
      cameraOff: true,
    });

    session.setMuted(true);
    expect(
      sent()
        .filter((s) => s.type === 'media-state')
        .at(-1),
    ).toEqual({
      to: 'sock-c',
      type: 'media-state',
      payload: { muted: true, camera_off: false },
    });

    // One interviewer goes: their connection closes, the others stay.
    fakeSocket.push(
      'room.presence',
      presence(
        { id: 'sock-b', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
        { id: 'sock-c', role: 'empresa' },
      ),
    );
    expect(session.getSnapshot().remotes.map((r) => r.participant.id)).toEqual([
      'sock-cand',
      'sock-c',
    ]);
    expect(peers.filter((p) => p.closed)).toHaveLength(1);
    session.teardown();
  });

  it('the candidate’s call goes on when one interviewer leaves and ends when the last one does', async () => {
    fakeSocket.setJoinAnswer(() => ({
      ok: true,
      self: 'sock-cand',
      presence: presence(
        { id: 'sock-a', role: 'empresa' },
        { id: 'sock-cand', role: 'candidato' },
        { id: 'sock-b', role: 'empresa' },
      ),
      recording: null,
    }));
    const { session } = callAs('candidato');
    await session.start();
    await vi.waitFor(() => expect(session.getSnapshot().remotes).toHaveLength(2));
    const left = (id: string) => ({ id, user_id: 1, role: 'empresa', name: 'Alguien' });
    fakeSocket.push('room.left', left('sock-a'));
    fakeSocket.push(
      'room.presence',
      presence({ id: 'sock-cand', role: 'candidato' }, { id: 'sock-b', role: 'empresa' }),
    );
    expect(session.getSnapshot().phase).toBe('in-call');
    fakeSocket.push('room.left', left('sock-b'));
    expect(session.getSnapshot()).toMatchObject({ phase: 'ended', endedBy: 'other' });
  });

  it('when the room is full → the «sala completa» problem', async () => {
    fakeSocket.setJoinAnswer(() => ({ ok: false, code: 'room_full', message: 'completa' }));
    const { session } = callAs('empresa');
    await session.start();
    await vi.waitFor(() =>
      expect(session.getSnapshot()).toMatchObject({ phase: 'problem', problem: 'room-full' }),
    );
  });
});
