/**
 * One participant's side of an interview video call (decision 50,
 * docs/decisions/0033-video-room.md), outside React: the room from `getVideoRoom`, a socket of
 * its own for the signalling (`room.join` with the participant token, then offers, answers and
 * ICE candidates relayed by the server), one `RTCPeerConnection` with the other side, mute,
 * camera off, screen share, the recording (the company records with MediaRecorder and uploads
 * the parts in order) and reconnection (ICE restart while the socket holds; a new join and a new
 * negotiation when the socket comes back). The company's side makes the offers; the
 * candidate's answers. Screens read {@link CallState} through `use-call-session.ts`.
 */
import {
  ApiError,
  createRealtimeClient,
  getVideoRoomQueryOptions,
  startVideoRoomRecordingMutationOptions,
  uploadVideoRoomRecordingChunkMutationOptions,
  type components,
  type JornadaClient,
  type RealtimeClient,
  type RoomJoinAck,
  type RoomParticipant,
  type RoomPresencePayload,
  type RoomSignalPayload,
  type VideoRecordingPayload,
} from '@jornada/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { MediaProblem } from '../../video-room-messages.ts';
import {
  constraintsFor,
  mediaProblemOf,
  type ChosenDevices,
  type MediaLayer,
  type RoomTarget,
} from './media-layer.ts';

type VideoRoom = components['schemas']['VideoRoom'];

/** Where the call is. */
export type CallPhase = 'starting' | 'waiting' | 'in-call' | 'reconnecting' | 'ended' | 'problem';

/** What the screens show. */
export interface CallState {
  phase: CallPhase;
  /** Why the call cannot go on (`phase: 'problem'`). */
  problem: MediaProblem | null;
  /** This side: the company (staff) or the candidate; null until the room answered. */
  role: 'empresa' | 'candidato' | null;
  /** The other side while it is in the room. */
  other: RoomParticipant | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
  /** The room's recording while it records (the indicator), else null. */
  recording: VideoRecordingPayload | null;
  /** Who ended the call (`phase: 'ended'`). */
  endedBy: 'self' | 'other' | null;
  /** The last recording saved (`lista`), for the company's notice. */
  savedRecording: VideoRecordingPayload | null;
}

/** What a call session needs from the app. */
export interface CallDependencies {
  api: JornadaClient;
  queryClient: QueryClient;
  getToken: () => string | null | undefined;
  /** Origin of the socket (the app's realtime host). */
  realtimeUrl: string;
  media: MediaLayer;
  devices: ChosenDevices;
}

/** How long the first connection may take before the network screen, in ms. */
const connectTimeoutMs = 15_000;
/** How long a dropped ICE connection waits before an ICE restart, in ms. */
const iceRestartDelayMs = 2_000;
/** Length of each recorded part, in ms. */
const recordingSliceMs = 3_000;

const initialState: CallState = {
  phase: 'starting',
  problem: null,
  role: null,
  other: null,
  localStream: null,
  remoteStream: null,
  muted: false,
  cameraOff: false,
  sharing: false,
  recording: null,
  endedBy: null,
  savedRecording: null,
};

/** One participant's call; see the module's comment. */
export class CallSession {
  readonly target: RoomTarget;
  private readonly deps: CallDependencies;
  private state: CallState = initialState;
  private readonly listeners = new Set<() => void>();
  private room: VideoRoom | null = null;
  private socket: RealtimeClient | null = null;
  private self: string | null = null;
  /** Whether this connection's join was answered: presence heard before that may list our own new socket as someone else. */
  private joined = false;
  private pc: RTCPeerConnection | null = null;
  private peerId: string | null = null;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private recorder: MediaRecorder | null = null;
  private recorderAudio: AudioContext | null = null;
  private uploads: Promise<unknown> = Promise.resolve();
  private started = false;
  private closed = false;

  constructor(target: RoomTarget, deps: CallDependencies) {
    this.target = target;
    this.deps = deps;
  }

  /** The current state (stable between changes, for `useSyncExternalStore`). */
  getSnapshot = (): CallState => this.state;

  /** Calls `listener` after every change. @returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  private fail(problem: MediaProblem) {
    this.teardown();
    this.set({ phase: 'problem', problem });
  }

  /** Opens the camera and microphone, asks for the room and joins it (once). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { media } = this.deps;
    if (!media.supported()) return this.fail('unsupported');
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia(constraintsFor(this.deps.devices));
    } catch (error) {
      // A device chosen earlier may be gone: try the defaults before giving up.
      try {
        stream = await media.getUserMedia(constraintsFor({}));
      } catch {
        return this.fail(mediaProblemOf(error));
      }
    }
    if (this.closed) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.set({ localStream: stream });
    try {
      await this.loadRoom();
    } catch (error) {
      return this.fail(
        error instanceof ApiError && error.status !== null ? 'room-unavailable' : 'network',
      );
    }
    this.connect();
  }

  private async loadRoom() {
    const { api, queryClient } = this.deps;
    const { interviewId, roomName } = this.target;
    this.room = await queryClient.fetchQuery({
      ...getVideoRoomQueryOptions(api, interviewId, roomName),
      staleTime: 0,
    });
    this.set({ role: this.roleOf(this.room) });
    if (this.room.recording?.status === 'grabando') this.set({ recording: this.room.recording });
  }

  private roleOf(room: VideoRoom): 'empresa' | 'candidato' {
    try {
      const claims = JSON.parse(
        atob(room.participant_token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/')),
      ) as { role?: string };
      return claims.role === 'candidato' ? 'candidato' : 'empresa';
    } catch {
      return 'candidato';
    }
  }

  private connect() {
    const socket = createRealtimeClient({
      url: this.deps.realtimeUrl,
      getToken: this.deps.getToken,
    });
    this.socket = socket;
    const io = socket.socket;
    io.on('connect', () => void this.join());
    io.on('disconnect', (reason) => {
      this.joined = false;
      if (this.closed || reason === 'io client disconnect') return;
      this.set({ phase: 'reconnecting' });
    });
    io.on('room.presence', (presence) => {
      if (this.joined) this.onPresence(presence);
    });
    io.on('room.signal', (message) => void this.onSignal(message));
    io.on('room.recording', (recording) =>
      this.set({
        recording: recording.status === 'grabando' ? recording : null,
        ...(recording.status === 'lista' ? { savedRecording: recording } : {}),
      }),
    );
    io.on('room.left', (participant) => {
      if (participant.id !== this.peerId && participant.role === this.state.role) return;
      // The interviewer ended the interview: the candidate's call is over.
      if (participant.role === 'empresa' && this.state.role === 'candidato') {
        this.teardown();
        this.set({ phase: 'ended', endedBy: 'other' });
      }
    });
    this.connectTimer = setTimeout(() => {
      if (!this.self && !this.closed) this.fail('network');
    }, connectTimeoutMs);
    socket.connect();
  }

  private async join(retried = false): Promise<void> {
    if (!this.socket || !this.room || this.closed) return;
    const answer = await new Promise<RoomJoinAck>((resolve) =>
      this.socket!.socket.emit('room.join', { token: this.room!.participant_token }, resolve),
    );
    if (!answer.ok) {
      if (retried) return this.fail('room-unavailable');
      // The token lasts minutes; after a long drop, ask for a fresh one.
      try {
        await this.loadRoom();
      } catch (error) {
        return this.fail(
          error instanceof ApiError && error.status !== null ? 'room-unavailable' : 'network',
        );
      }
      return this.join(true);
    }
    if (this.connectTimer) clearTimeout(this.connectTimer);
    // A new socket after a drop: the other side sees a new participant and negotiates anew.
    if (this.self && this.self !== answer.self) this.closePeer();
    this.self = answer.self;
    this.joined = true;
    if (answer.recording) this.set({ recording: answer.recording });
    this.onPresence(answer.presence);
  }

  private onPresence(presence: RoomPresencePayload) {
    if (this.closed) return;
    const others = presence.participants.filter((p) => p.id !== this.self);
    const other = others.find((p) => p.role !== this.state.role) ?? others[0] ?? null;
    if (!other) {
      this.closePeer();
      this.set({ other: null, phase: 'waiting' });
      return;
    }
    const isNew = other.id !== this.peerId;
    this.set({
      other,
      phase: this.state.phase === 'reconnecting' && !isNew ? 'reconnecting' : 'in-call',
    });
    if (!isNew) return;
    this.closePeer();
    this.peerId = other.id;
    if (this.isOfferer()) void this.offer();
  }

  private isOfferer() {
    return this.state.role === 'empresa';
  }

  private send(type: RoomSignalPayload['type'], payload: unknown) {
    if (!this.peerId) return;
    this.socket?.socket.emit('room.signal', { to: this.peerId, type, payload });
  }

  private createPeer(): RTCPeerConnection {
    const pc = this.deps.media.createPeerConnection({
      iceServers: this.room?.ice_servers ?? [],
    });
    const stream = this.state.localStream;
    if (stream)
      for (const track of stream.getTracks()) {
        const sending = track.kind === 'video' && this.screenTrack ? this.screenTrack : track;
        pc.addTrack(sending, stream);
      }
    pc.onicecandidate = (event) => {
      if (event.candidate) this.send('ice-candidate', event.candidate.toJSON());
    };
    pc.ontrack = (event) => {
      const remote = event.streams[0] ?? new MediaStream([event.track]);
      if (this.state.remoteStream !== remote) this.set({ remoteStream: remote });
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === 'connected') {
        if (this.restartTimer) clearTimeout(this.restartTimer);
        this.set({ phase: 'in-call' });
      } else if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') {
        this.set({ phase: 'reconnecting' });
        this.scheduleIceRestart(pc.connectionState === 'failed' ? 0 : iceRestartDelayMs);
      }
    };
    this.pc = pc;
    return pc;
  }

  private scheduleIceRestart(delay: number) {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      const pc = this.pc;
      if (!pc || pc.connectionState === 'connected' || this.closed) return;
      if (this.isOfferer()) void this.offer(true);
    }, delay);
  }

  private async offer(iceRestart = false) {
    const pc = iceRestart && this.pc ? this.pc : this.createPeer();
    const description = await pc.createOffer(iceRestart ? { iceRestart: true } : {});
    if (pc !== this.pc) return;
    await pc.setLocalDescription(description);
    this.send('offer', pc.localDescription?.toJSON());
  }

  private async onSignal(message: RoomSignalPayload & { from: string }) {
    if (this.closed) return;
    if (message.from !== this.peerId) {
      // An offer from the other side's new socket (it reconnected before our presence arrived).
      if (message.type !== 'offer') return;
      this.closePeer();
      this.peerId = message.from;
    }
    try {
      if (message.type === 'offer') {
        const pc = this.pc ?? this.createPeer();
        await pc.setRemoteDescription(message.payload as RTCSessionDescriptionInit);
        await this.flushCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.send('answer', pc.localDescription?.toJSON());
      } else if (message.type === 'answer') {
        const pc = this.pc;
        if (!pc || pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription(message.payload as RTCSessionDescriptionInit);
        await this.flushCandidates(pc);
      } else {
        const candidate = message.payload as RTCIceCandidateInit;
        if (this.pc?.remoteDescription) await this.pc.addIceCandidate(candidate);
        else this.pendingCandidates.push(candidate);
      }
    } catch {
      // A message for a connection that was replaced meanwhile: the next negotiation covers it.
    }
  }

  private async flushCandidates(pc: RTCPeerConnection) {
    const queued = this.pendingCandidates.splice(0);
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private closePeer() {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.pc?.close();
    this.pc = null;
    this.peerId = null;
    this.pendingCandidates = [];
    if (this.state.remoteStream) this.set({ remoteStream: null });
  }

  /** Mutes or unmutes the microphone. */
  setMuted(muted: boolean): void {
    for (const track of this.state.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
  }

  /** Turns the camera off or on (the other side sees no picture). */
  setCameraOff(cameraOff: boolean): void {
    for (const track of this.state.localStream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
  }

  private videoSender() {
    return this.pc?.getSenders().find((sender) => sender.track?.kind === 'video') ?? null;
  }

  /** Shares the screen instead of the camera (the interviewer). @throws when the browser refuses. */
  async startSharing(): Promise<void> {
    const display = await this.deps.media.getDisplayMedia({ video: true, audio: false });
    const track = display.getVideoTracks()[0];
    if (!track) return;
    this.screenTrack = track;
    track.addEventListener('ended', () => void this.stopSharing());
    await this.videoSender()?.replaceTrack(track);
    this.set({ sharing: true });
  }

  /** Goes back to the camera. */
  async stopSharing(): Promise<void> {
    const track = this.screenTrack;
    this.screenTrack = null;
    track?.stop();
    const camera = this.state.localStream?.getVideoTracks()[0] ?? null;
    await this.videoSender()
      ?.replaceTrack(camera)
      .catch(() => undefined);
    this.set({ sharing: false });
  }

  /** The stream a recording captures: the other side's picture and both voices. */
  private recordingStream(): MediaStream {
    const remote = this.state.remoteStream;
    const local = this.state.localStream;
    const video = remote?.getVideoTracks()[0] ?? local?.getVideoTracks()[0];
    const tracks: MediaStreamTrack[] = video ? [video] : [];
    try {
      const context = new AudioContext();
      const mix = context.createMediaStreamDestination();
      for (const stream of [local, remote])
        if (stream?.getAudioTracks().length) context.createMediaStreamSource(stream).connect(mix);
      this.recorderAudio = context;
      tracks.push(...mix.stream.getAudioTracks());
    } catch {
      const audio = local?.getAudioTracks()[0];
      if (audio) tracks.push(audio);
    }
    return new MediaStream(tracks);
  }

  /**
   * Starts recording (the company): the server tells the candidate, the browser records and
   * uploads a part every few seconds. @throws the server's refusal (409 already recording).
   */
  async startRecording(): Promise<void> {
    const { api, queryClient } = this.deps;
    const { interviewId, roomName } = this.target;
    const recording = await startVideoRoomRecordingMutationOptions(api, queryClient).mutationFn!(
      { interviewId, roomName, consent: true, audio_only: false },
      undefined as never,
    );
    this.set({ recording });
    const mimeType = ['video/webm;codecs=vp8,opus', 'video/webm'].find((type) =>
      MediaRecorder.isTypeSupported(type),
    );
    const recorder = new MediaRecorder(this.recordingStream(), mimeType ? { mimeType } : {});
    const upload = uploadVideoRoomRecordingChunkMutationOptions(api, queryClient).mutationFn!;
    let sequence = 0;
    let held: Blob | null = null;
    // Each part waits for the next, so the last one sent carries `final` (the browser's last
    // part after stop() may be empty, and the server wants no empty part).
    const send = (blob: Blob, final: boolean) => {
      const part = sequence++;
      this.uploads = this.uploads.then(() =>
        upload(
          { interviewId, roomName, recordingId: recording.id, file: blob, sequence: part, final },
          undefined as never,
        ).then((saved) => {
          if (final) this.set({ savedRecording: saved, recording: null });
        }),
      );
    };
    recorder.ondataavailable = (event) => {
      const final = recorder.state === 'inactive';
      if (final) {
        const last = held ? new Blob(event.data.size ? [held, event.data] : [held]) : event.data;
        held = null;
        if (last.size) send(last, true);
        return;
      }
      if (!event.data.size) return;
      if (held) send(held, false);
      held = event.data;
    };
    recorder.start(recordingSliceMs);
    this.recorder = recorder;
  }

  /** Stops the recording and waits until every part is uploaded. */
  async stopRecording(): Promise<void> {
    const recorder = this.recorder;
    if (!recorder || recorder.state === 'inactive') return;
    const stopped = new Promise<void>((resolve) =>
      recorder.addEventListener('stop', () => resolve(), { once: true }),
    );
    recorder.stop();
    await stopped;
    this.recorder = null;
    await this.uploads;
    void this.recorderAudio?.close().catch(() => undefined);
    this.recorderAudio = null;
  }

  /** Leaves the call («Salir»): saves a running recording first, then tells the other side. */
  async leave(): Promise<void> {
    if (this.closed) return;
    await this.stopRecording().catch(() => undefined);
    this.socket?.socket.emit('room.leave');
    this.teardown();
    this.set({ phase: 'ended', endedBy: 'self' });
  }

  /** Releases everything (camera, microphone, connection, socket) without changing the phase. */
  teardown(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.connectTimer) clearTimeout(this.connectTimer);
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.closePeer();
    this.screenTrack?.stop();
    for (const track of this.state.localStream?.getTracks() ?? []) track.stop();
    this.socket?.disconnect();
    this.socket = null;
  }
}

const sessions = new Map<string, { session: CallSession; users: number; timer?: number }>();
const keyOf = (target: RoomTarget) => `${target.interviewId}:${target.roomName}`;

/**
 * The call of a room for a screen: the same session from /entrevistas/cargando to
 * /entrevistas/sala; a new one after it ended. @returns the session and the release function
 * the screen calls when it goes (the call ends a moment later unless another screen took it).
 */
export function acquireCallSession(
  target: RoomTarget,
  deps: () => CallDependencies,
): { session: CallSession; release: () => void } {
  const key = keyOf(target);
  let entry = sessions.get(key);
  const phase = entry?.session.getSnapshot().phase;
  if (!entry || phase === 'ended' || phase === 'problem') {
    entry = { session: new CallSession(target, deps()), users: 0 };
    sessions.set(key, entry);
  }
  const held = entry;
  held.users += 1;
  if (held.timer) window.clearTimeout(held.timer);
  return {
    session: held.session,
    release: () => {
      held.users -= 1;
      if (held.users > 0) return;
      held.timer = window.setTimeout(() => {
        if (held.users > 0) return;
        if (sessions.get(key) === held) sessions.delete(key);
        void held.session.leave();
      }, 1_000);
    },
  };
}
